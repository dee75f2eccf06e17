import fastifyFormbody from "@fastify/formbody";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The most a request body may hold; Klevu itself takes 8 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

class BodyError extends Error {
  readonly statusCode = 400;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BodyError(`the body is not valid JSON (${(error as Error).message})`);
  }
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function formFields(request: FastifyRequest, body: Buffer): Promise<Record<string, string>> {
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { "content-type": request.headers["content-type"] ?? "" },
    }).formData();
    return Object.fromEntries(
      [...form].map(([key, value]) => [key, typeof value === "string" ? value : value.name]),
    );
  } catch {
    throw new BodyError("the body is not a valid multipart form");
  }
}

export function ignoreBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
}

/** Reads every body as JSON whatever content type it is sent as, as Klevu's search API does. */
export function readJsonBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, async (_request: FastifyRequest, text: string) =>
    parseJson(text),
  );
}

// As browsers and the SDK send them: JSON, a form (urlencoded, or multipart as `sendBeacon` and axios send
// FormData) as its fields, else text, read as JSON when it is JSON.
export async function readBodies(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    async (_request: FastifyRequest, text: string) => (text === "" ? undefined : parseJson(text)),
  );
  // Repeated fields keep their last value, as URLSearchParams reads them, rather than becoming arrays.
  await app.register(fastifyFormbody, { parser: (text) => Object.fromEntries(new URLSearchParams(text)) });
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer" },
    async (request: FastifyRequest, body: Buffer) =>
      body.length === 0 ? undefined : formFields(request, body),
  );
  app.addContentTypeParser("*", { parseAs: "string" }, async (_request: FastifyRequest, text: string) =>
    text === "" ? undefined : jsonOrText(text),
  );
}
