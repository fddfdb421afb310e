/**
 * Runs the fake Telegram Bot API by hand: `PORT` (8081), `HOST` (127.0.0.1), `TOKEN`
 * (123456:FAKE-token). Start the product with `TELEGRAM_API_ROOT` pointing here, save the token as
 * the `telegram_bot` external-service key, get a binding code in the console and "send" it.
 */
import { startFakeTelegram } from './fake-telegram';

const fake = await startFakeTelegram({
  port: Number(process.env.PORT ?? 8081),
  host: process.env.HOST ?? '127.0.0.1',
  token: process.env.TOKEN,
  onSent: (message) => console.log(`bot → chat ${message.chat_id}: ${message.text.replaceAll('\n', ' / ')}`),
});

console.log(`fake Telegram Bot API on ${fake.url}, bot token ${fake.token}, bot @livecode_test_bot`);
console.log(`Start the product with TELEGRAM_API_ROOT=${fake.url}; save the token as the telegram_bot key.`);
console.log(
  `A person writes to the bot: curl -s -XPOST ${fake.url}/_control/message -d '{"chat_id":1001,"text":"/start CODE","language_code":"en"}'`,
);

function shutdown(): void {
  void fake.close().then(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
