// The runtime's ceiling: a bare node:http server answering 302 from a Map, nothing else.
import { createServer } from 'node:http';

const codes = Number(process.env.BENCH_CODES ?? 100000);
const table = new Map();
for (let index = 1; index <= codes; index++)
  table.set(`/c/b${index}`, `https://example.com/landing/${index}`);

createServer((request, response) => {
  const location = table.get(request.url);
  if (location) {
    response.writeHead(302, { location, 'cache-control': 'no-store' });
  } else {
    response.writeHead(404);
  }
  response.end();
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
