import { serveWith } from "../_shared/live.ts";
import { myData } from "./handler.ts";

Deno.serve(serveWith(myData));
