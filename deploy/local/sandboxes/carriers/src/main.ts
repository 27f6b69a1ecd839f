// Placeholder: the FedEx-compatible sandbox is being written.
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 3201);
createServer((req, res) => {
  res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: req.url === '/health' ? 'ok' : 'not found' }));
}).listen(port, process.env.HOST ?? '127.0.0.1');
