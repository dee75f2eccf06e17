/** Netlify's redirect engine, compiled to WebAssembly; the package ships no types. */
declare module "netlify-redirector" {
  interface Request {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader(name: string): string;
    getCookie(name: string): string;
  }
  interface Match {
    from: string;
    to: string;
    status: number;
    force: boolean;
    conditions: Record<string, string>;
  }
  interface Matcher {
    match(request: Request): Match | null;
  }
  export function parsePlain(rules: string, options: object): Promise<Matcher>;
}
