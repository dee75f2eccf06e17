import * as z from "zod/mini";

// The site's content security policy forbids eval: the compiled fast path would only be refused.
z.config({ jitless: true });

const email = z.email();

/**
 * Whether `address` is an email address mail can reach: a name, an @ and a domain with a dot
 * (`anna@voorbeeld` has none). The checkout and the back-in-stock form both ask by this rule.
 */
export const emailFits = (address: string): boolean => email.safeParse(address.trim()).success;
