/** The most a request body may hold; Klevu itself takes 8 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a body of at most `limit` bytes. A longer one is refused with 413 once it has arrived: what is
 * over the limit is read and dropped, so that the caller still gets the answer.
 */
export function readBody(stream: NodeJS.ReadableStream, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) parts.push(chunk);
    });
    stream.on("end", () =>
      size > limit
        ? reject(new BodyError(413, `the body is larger than ${limit} bytes`))
        : resolve(Buffer.concat(parts)),
    );
    stream.on("error", reject);
  });
}

export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch (error) {
    throw new BodyError(400, `the body is not valid JSON (${(error as Error).message})`);
  }
}

/**
 * A body in whichever form browsers and the SDK send it: JSON, a form (urlencoded, or multipart as
 * `sendBeacon` and axios send FormData) as an object of its fields, or plain text, read as JSON when
 * it is JSON. An empty body is undefined.
 */
export async function parseBody(body: Buffer, contentType = ""): Promise<unknown> {
  if (body.length === 0) return undefined;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return parseJson(body);
  if (type === "application/x-www-form-urlencoded")
    return Object.fromEntries(new URLSearchParams(body.toString("utf8")));
  if (type === "multipart/form-data") {
    try {
      const form = await new Response(new Uint8Array(body), {
        headers: { "content-type": contentType },
      }).formData();
      return Object.fromEntries(
        [...form].map(([key, value]) => [key, typeof value === "string" ? value : value.name]),
      );
    } catch {
      throw new BodyError(400, "the body is not a valid multipart form");
    }
  }
  const text = body.toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
