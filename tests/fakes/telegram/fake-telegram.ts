import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Telegram Bot API, speaking its HTTP shape: `POST /bot<token>/<method>`
 * with a JSON body, answering `{ok: true, result}` or `{ok: false, error_code, description}`.
 * It knows getMe, getUpdates (with offset) and sendMessage — what the platform uses. People are
 * played by `userSends`; what the bot sent is in `sent`. Tests and the dev script share it.
 */

/** `parse_mode` is kept when one was asked for: the platform sends plain text, and tests check it. */
export type SentMessage = { chat_id: string; text: string; at: string; parse_mode?: string };
type Update = { update_id: number; message: Record<string, unknown> };

export type FakeTelegram = {
  url: string;
  token: string;
  sent: SentMessage[];
  /** A Telegram user writes to the bot. */
  userSends(
    from: { chatId: number; username?: string; firstName?: string; languageCode?: string },
    text: string,
  ): void;
  /** Makes every call answer 502 until set back. */
  setDown(down: boolean): void;
  close(): Promise<void>;
};

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startFakeTelegram(
  options: {
    token?: string;
    username?: string;
    port?: number;
    host?: string;
    onSent?: (message: SentMessage) => void;
  } = {},
): Promise<FakeTelegram> {
  const token = options.token ?? '123456:FAKE-token';
  const username = options.username ?? 'livecode_test_bot';
  const sent: SentMessage[] = [];
  const updates: Update[] = [];
  let nextUpdateId = 1;
  let messageId = 1;
  let down = false;

  const server: Server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/_control/message' && request.method === 'POST') {
      // Someone writes to the bot, for trying the binding by hand.
      const body = await bodyOf(request);
      if (!body.chat_id || typeof body.text !== 'string')
        return answer(400, { ok: false, description: 'chat_id and text' });
      userSends(
        {
          chatId: Number(body.chat_id),
          username: typeof body.username === 'string' ? body.username : undefined,
          languageCode: typeof body.language_code === 'string' ? body.language_code : undefined,
        },
        body.text,
      );
      return answer(200, { ok: true });
    }
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url?.split('?')[0] ?? '');
    if (!match) return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
    if (down) return answer(502, { ok: false, error_code: 502, description: 'Bad Gateway' });
    if (match[1] !== token) return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const body = await bodyOf(request);
    switch (match[2]) {
      case 'getMe':
        return answer(200, {
          ok: true,
          result: { id: 42, is_bot: true, first_name: 'LiveCode', username, can_join_groups: false },
        });
      case 'getUpdates': {
        const offset = Number(body.offset ?? 0);
        // Telegram forgets updates below the offset once it is confirmed.
        while (updates[0] && updates[0].update_id < offset) updates.shift();
        return answer(200, { ok: true, result: updates.slice(0, Number(body.limit ?? 100)) });
      }
      case 'sendMessage': {
        if (!body.chat_id || typeof body.text !== 'string' || body.text === '')
          return answer(400, {
            ok: false,
            error_code: 400,
            description: 'Bad Request: message text is empty',
          });
        // Telegram's limit, counted here in UTF-16 code units, the most its own count can be.
        if (body.text.length > 4096)
          return answer(400, { ok: false, error_code: 400, description: 'Bad Request: message is too long' });
        const message: SentMessage = {
          chat_id: String(body.chat_id),
          text: body.text,
          at: new Date().toISOString(),
          ...(typeof body.parse_mode === 'string' ? { parse_mode: body.parse_mode } : {}),
        };
        sent.push(message);
        options.onSent?.(message);
        return answer(200, {
          ok: true,
          result: {
            message_id: messageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(body.chat_id), type: 'private' },
            text: body.text,
          },
        });
      }
      default:
        return answer(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    }
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    token,
    sent,
    userSends,
    setDown(value) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function userSends(from: Parameters<FakeTelegram['userSends']>[0], text: string) {
    updates.push({
      update_id: nextUpdateId++,
      message: {
        message_id: messageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: from.chatId, type: 'private', username: from.username, first_name: from.firstName },
        from: {
          id: from.chatId,
          is_bot: false,
          first_name: from.firstName ?? 'Tester',
          username: from.username,
          language_code: from.languageCode,
        },
        text,
      },
    });
  }
}
