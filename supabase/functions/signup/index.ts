import { serveWith } from "../_shared/live.ts";
import { signup } from "./handler.ts";

Deno.serve(serveWith(signup));
