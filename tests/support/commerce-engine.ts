import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export interface RunningEngine {
  url: string;
  /** Stops the engine; what it kept in memory is gone. */
  stop: () => Promise<void>;
}

/**
 * Starts the commerce engine as `npm run commerce-engine` does, from a fresh seed that it keeps in
 * memory only, without the admin app, on `port`; resolves once it answers.
 */
export async function startEngine(port: number, timeoutMs = 180_000): Promise<RunningEngine> {
  const child = spawn("npm", ["run", "--silent", "commerce-engine"], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      COMMERCE_PORT: String(port),
      COMMERCE_DATA: "memory",
      COMMERCE_ADMIN_APP: "off",
    },
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The engine did not start:\n${output.slice(-3000)}`)),
      timeoutMs,
    );
    const check = () => {
      if (/Commerce engine on /.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", check);
    child.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`The engine stopped:\n${output.slice(-3000)}`));
    });
  });
  return {
    url: `http://localhost:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
      await exited;
    },
  };
}

/** The engine's Admin API as its superadmin: what the merchant and the tests see of the business. */
export function adminApi(url: string) {
  let token: string | null = null;
  const call = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${url}/admin-api`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ query, variables }),
    });
    token = response.headers.get("vendure-auth-token") ?? token;
    const body = (await response.json()) as { data: T; errors?: { message: string }[] };
    if (body.errors) throw new Error(body.errors.map((error) => error.message).join("; "));
    return body.data;
  };
  let signedIn: Promise<unknown> | undefined;
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    await (signedIn ??= call(
      `mutation { login(username: "superadmin", password: "superadmin") { __typename } }`,
    ));
    return call<T>(query, variables);
  };
}

export type AdminApi = ReturnType<typeof adminApi>;

/** Sets what the shop has of a variant to sell, as the merchant does in the admin. */
export async function setStock(admin: AdminApi, sku: string, saleable: number): Promise<void> {
  const { productVariants } = await admin<{
    productVariants: { items: { id: string; stockOnHand: number; stockAllocated: number }[] };
  }>(
    `query ($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id stockOnHand stockAllocated } } }`,
    {
      sku,
    },
  );
  const variant = productVariants.items[0];
  if (!variant) throw new Error(`No variant ${sku}`);
  await admin(
    `mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`,
    {
      input: [{ id: variant.id, stockOnHand: variant.stockAllocated + saleable }],
    },
  );
}

/** An order as the business sees it in the Admin API. */
interface AdminOrder {
  code: string;
  state: string;
  totalWithTax: number;
  shippingWithTax: number;
  customer: { emailAddress: string };
  shippingAddress: { fullName: string; streetLine1: string; postalCode: string; city: string };
  lines: { quantity: number; productVariant: { sku: string; stockAllocated: number } }[];
}

/** The orders whose code is `code` (one, or none), as the business sees them. */
export async function ordersWithCode(admin: AdminApi, code: string): Promise<AdminOrder[]> {
  const { orders } = await admin<{ orders: { items: AdminOrder[] } }>(
    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items {
      code state totalWithTax shippingWithTax customer { emailAddress }
      shippingAddress { fullName streetLine1 postalCode city }
      lines { quantity productVariant { sku stockAllocated } } } } }`,
    { code },
  );
  return orders.items;
}

/** The emails the engine wrote to its development mailbox, newest first. */
export async function mailbox(
  url: string,
): Promise<{ subject: string; recipient: string; fileName: string }[]> {
  const response = await fetch(`${url}/mailbox/list`);
  return (await response.json()) as { subject: string; recipient: string; fileName: string }[];
}
