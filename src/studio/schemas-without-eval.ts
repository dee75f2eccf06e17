// Imported first: the build's schemas then check without compiling code at run time, which the
// studio's Content-Security-Policy forbids (zod would try, and the browser would report it).
import { config } from "zod";

config({ jitless: true });
