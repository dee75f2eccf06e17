import { createServer, type Server } from "node:http";

/** A stand-in for the error-reporting ingest endpoint that keeps every envelope it receives. */
export async function startReportingReceiver(
  port: number,
): Promise<{ bodies: string[]; close: () => Promise<void> }> {
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "POST") bodies.push(Buffer.concat(chunks).toString("utf8"));
      response.writeHead(200, {
        "access-control-allow-origin": "*",
        "access-control-allow-headers": "*",
        "content-type": "application/json",
      });
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { bodies, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
