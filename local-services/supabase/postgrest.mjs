// @ts-check
/**
 * The PostgREST subset the app uses, compiled to SQL. Pure: request in, statements out.
 *
 * Safety rule: no SQL text comes from the request. Table and column names are looked up in the
 * schema read from Postgres's catalog and the catalog's own names are quoted into the SQL;
 * operators map through a fixed table; every value is a bound parameter (sent as text and
 * cast to the column's catalog type). Anything else is refused with a 400 before any SQL runs.
 */

/** Supabase's default `max-rows`: a GET returns at most this many rows. */
export const MAX_ROWS = 1000;
/** In-list and or-tree limits keep a crafted URL from building a huge statement. */
const MAX_LIST_ITEMS = 1000;
const MAX_FILTERS = 100;
const MAX_DEPTH = 8;

/**
 * @typedef {{ name: string, type: string }} Column
 * @typedef {{ name: string, columns: Map<string, Column>, columnNames: string[] }} Table
 * @typedef {{ name: string, type: string, hasDefault: boolean }} Argument
 * @typedef {{ name: string, args: Argument[], returns: string, returnsSet: boolean, volatility: "i" | "s" | "v" }} Routine
 * @typedef {{ tables: Map<string, Table>, functions?: Map<string, Routine[]> }} Schema
 * @typedef {{ code: string, message: string, details: string | null, hint: string | null }} ErrorBody
 */

/** An error answered in PostgREST's JSON shape with its HTTP status. */
export class PostgrestError extends Error {
  /** @param {number} status @param {Partial<ErrorBody> & { message: string }} body */
  constructor(status, body) {
    super(body.message);
    this.status = status;
    /** @type {ErrorBody} */
    this.body = { code: body.code ?? "PGRST000", details: body.details ?? null, hint: body.hint ?? null, message: body.message };
  }
}

/** @param {string} message @param {string | null} [details] */
const parseError = (message, details = null) => new PostgrestError(400, { code: "PGRST100", message, details });

/**
 * PostgREST's mapping from a Postgres SQLSTATE to an HTTP status.
 * @param {string | undefined} code @param {string} role the request's role
 */
export function statusOfSqlState(code, role) {
  if (!code) return 500;
  // RAISE ... USING ERRCODE = 'PT429': PostgREST answers with that HTTP status.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23503" || code === "23505") return 409;
  if (code === "25006") return 405;
  if (code === "42883" || code === "42P01") return 404;
  if (code === "42P17") return 500;
  if (code === "P0001") return 400;
  if (code === "57014") return 500;
  const cls = code.slice(0, 2);
  /** @type {Record<string, number>} */
  const byClass = {
    "08": 503, "09": 500, "0L": 403, "0P": 403, "23": 400, "22": 400, "28": 403, "2D": 500, "38": 500,
    "39": 500, "3B": 500, "3D": 404, "3F": 404, "40": 500, "53": 503, "54": 413, "55": 500, "57": 500,
    "58": 500, F0: 500, HV: 500, P0: 500, XX: 500, "42": 400, "21": 400,
  };
  return byClass[cls] ?? 400;
}

/** @param {string} name a name taken from the catalog */
export function quoteIdent(name) {
  return `"${name.replace(/"/g, '""')}"`;
}

/** @param {Schema} schema @param {string} name */
export function lookupTable(schema, name) {
  const table = schema.tables.get(name);
  if (table) return table;
  if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(name)) throw parseError(`"${truncate(name)}" is not a valid table name`);
  throw new PostgrestError(404, {
    code: "PGRST205",
    message: `Could not find the table 'public.${name}' in the schema cache`,
  });
}

/** @param {Table} table @param {string} name */
function lookupColumn(table, name) {
  const column = table.columns.get(name);
  if (column) return column;
  throw new PostgrestError(400, { code: "42703", message: `column ${table.name}.${truncate(name)} does not exist` });
}

/** @param {string} s */
function truncate(s) {
  return s.length > 80 ? `${s.slice(0, 80)}…` : s;
}

/** Bound parameters, all sent as text. */
class Params {
  /** @type {string[]} */
  values = [];
  /** @param {unknown} value @param {string} type the column's catalog type */
  cast(value, type) {
    this.values.push(String(value));
    return `cast($${this.values.length}::text as ${type})`;
  }
  /** @param {unknown} value */
  text(value) {
    this.values.push(String(value));
    return `$${this.values.length}::text`;
  }
}

/**
 * Splits at top-level commas, respecting parentheses and double quotes.
 * @param {string} s
 */
function splitTopLevel(s) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      current += c;
      if (c === "\\" && i + 1 < s.length) current += s[++i];
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    if (depth < 0) throw parseError("Unbalanced parentheses");
    if (c === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += c;
  }
  if (depth !== 0 || quoted) throw parseError("Unbalanced parentheses or quotes");
  parts.push(current);
  return parts;
}

/** Removes PostgREST's optional double quotes around a value. @param {string} v */
function unquote(v) {
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, "$1");
  return v;
}

/** @type {Record<string, string>} */
const COMPARE = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" };
/** @type {Record<string, string>} */
const PATTERN = { like: "like", ilike: "ilike", match: "~", imatch: "~*" };
/** @type {Record<string, string>} */
const IS_VALUES = { null: "null", true: "true", false: "false", unknown: "unknown" };

/**
 * One filter: `op.value` or `not.op.value` on a column. Inside a logic tree (`or=(...)`) a value
 * may be double-quoted to hold commas or parentheses, as PostgREST allows.
 * @param {Table} table @param {string} columnName @param {string} expr @param {Params} p
 * @param {boolean} [inLogicTree]
 */
function compileFilter(table, columnName, expr, p, inLogicTree = false) {
  const column = lookupColumn(table, columnName);
  const col = quoteIdent(column.name);
  let rest = expr;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  if (dot < 0) throw parseError(`failed to parse filter (${truncate(expr)})`);
  const op = rest.slice(0, dot);
  const value = inLogicTree && op !== "in" ? unquote(rest.slice(dot + 1)) : rest.slice(dot + 1);
  let sql;
  if (op in COMPARE) sql = `${col} ${COMPARE[op]} ${p.cast(value, column.type)}`;
  else if (op in PATTERN) {
    const pattern = op === "like" || op === "ilike" ? value.replace(/\*/g, "%") : value;
    sql = `cast(${col} as text) ${PATTERN[op]} ${p.text(pattern)}`;
  } else if (op === "in") {
    if (!value.startsWith("(") || !value.endsWith(")")) throw parseError(`failed to parse filter (${truncate(expr)})`);
    const inner = value.slice(1, -1);
    const items = inner === "" ? [] : splitTopLevel(inner).map(unquote);
    if (items.length > MAX_LIST_ITEMS) throw parseError(`too many values in filter (${items.length} > ${MAX_LIST_ITEMS})`);
    sql = items.length === 0 ? "false" : `${col} in (${items.map((v) => p.cast(v, column.type)).join(", ")})`;
  } else if (op === "is") {
    const v = IS_VALUES[value.toLowerCase()];
    if (!v) throw parseError(`failed to parse filter (${truncate(expr)})`, 'is accepts null, true, false or unknown');
    sql = `${col} is ${v}`;
  } else if (op === "isdistinct") {
    sql = `${col} is distinct from ${p.cast(value, column.type)}`;
  } else {
    throw parseError(`failed to parse filter (${truncate(expr)})`, `unknown operator "${truncate(op)}"`);
  }
  return negate ? `not (${sql})` : sql;
}

/**
 * A logic tree: `or=(a.eq.1,and(b.gt.2,c.is.null))`.
 * @param {Table} table @param {"and" | "or"} kind @param {string} expr the parenthesised list
 * @param {Params} p @param {number} depth @param {{ n: number }} budget
 * @returns {string}
 */
function compileLogic(table, kind, expr, p, depth, budget) {
  if (depth > MAX_DEPTH) throw parseError("logic tree too deep");
  if (!expr.startsWith("(") || !expr.endsWith(")")) throw parseError(`failed to parse logic tree (${truncate(expr)})`);
  const items = splitTopLevel(expr.slice(1, -1));
  const parts = items.map((/** @type {string} */ item) => {
    if (++budget.n > MAX_FILTERS) throw parseError("too many filters");
    const m = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (m) {
      /** @type {string} */
      const inner = compileLogic(table, /** @type {"and"|"or"} */ (m[2]), m[3] ?? "", p, depth + 1, budget);
      return m[1] ? `not ${inner}` : inner;
    }
    const dot = item.indexOf(".");
    if (dot <= 0) throw parseError(`failed to parse logic tree (${truncate(item)})`);
    return compileFilter(table, item.slice(0, dot), item.slice(dot + 1), p, true);
  });
  return `(${parts.join(kind === "and" ? " and " : " or ")})`;
}

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);

/**
 * The WHERE clause from the query string's filters.
 * @param {Table} table @param {URLSearchParams} search @param {Params} p
 */
function compileWhere(table, search, p) {
  /** @type {string[]} */
  const conditions = [];
  const budget = { n: 0 };
  for (const [key, value] of search) {
    if (RESERVED.has(key)) continue;
    if (++budget.n > MAX_FILTERS) throw parseError("too many filters");
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      const sql = compileLogic(table, /** @type {"and"|"or"} */ (logic[2]), value, p, 1, budget);
      conditions.push(logic[1] ? `not ${sql}` : sql);
    } else if (key.includes(".")) {
      throw parseError(`"${truncate(key)}" is not supported here`, "Embedded resources are not supported by the local stand-in.");
    } else {
      conditions.push(compileFilter(table, key, value, p));
    }
  }
  return conditions.length ? ` where ${conditions.join(" and ")}` : "";
}

/**
 * `select=*`, `select=id,email`, `select=address:email`.
 * @param {Table} table @param {string | null} select
 */
function compileSelect(table, select) {
  const raw = select === null || select === "" ? "*" : select;
  /** @type {string[]} */
  const out = [];
  for (const item of splitTopLevel(raw)) {
    if (item === "*") {
      for (const name of table.columnNames) out.push(quoteIdent(name));
      continue;
    }
    const m = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([^:()]+)$/.exec(item);
    if (!m) throw parseError(`failed to parse select parameter (${truncate(raw)})`, "Only columns, '*' and alias:column are supported by the local stand-in.");
    const column = lookupColumn(table, unquote(m[2] ?? ""));
    out.push(m[1] ? `${quoteIdent(column.name)} as ${quoteIdent(m[1])}` : quoteIdent(column.name));
  }
  if (!out.length) throw parseError("empty select");
  return out.join(", ");
}

/** `order=created_at.desc,id.desc.nullslast` @param {Table} table @param {string | null} order */
function compileOrder(table, order) {
  if (!order) return "";
  const terms = splitTopLevel(order).map((term) => {
    const [name = "", ...mods] = term.split(".");
    const column = lookupColumn(table, name);
    let dir = "asc";
    let nulls = "";
    for (const mod of mods) {
      if (mod === "asc" || mod === "desc") dir = mod;
      else if (mod === "nullsfirst") nulls = " nulls first";
      else if (mod === "nullslast") nulls = " nulls last";
      else throw parseError(`failed to parse order (${truncate(order)})`);
    }
    return `${quoteIdent(column.name)} ${dir}${nulls}`;
  });
  return ` order by ${terms.join(", ")}`;
}

/** @param {string | null} value @param {string} name */
function nonNegativeInt(value, name) {
  if (value === null || value === "") return null;
  if (!/^\d{1,12}$/.test(value)) throw parseError(`"${truncate(value)}" is not a valid ${name}`);
  return Number(value);
}

/**
 * The `Prefer` header: return, count, missing, resolution.
 * @param {string | undefined} header
 */
export function parsePrefer(header) {
  /** @type {{ return?: string, count?: string, missing?: string, resolution?: string }} */
  const prefer = {};
  for (const part of (header ?? "").split(",")) {
    const [k, v] = part.trim().split("=");
    if (k === "return" || k === "count" || k === "missing" || k === "resolution") prefer[k] = v;
  }
  return prefer;
}

/**
 * @typedef {{
 *   method: string,
 *   table: string,
 *   search: URLSearchParams,
 *   prefer: ReturnType<typeof parsePrefer>,
 *   body?: unknown,
 *   range?: string,
 * }} RestRequest
 * @typedef {{
 *   kind: "read" | "write",
 *   sql: string,
 *   params: string[],
 *   count?: { mode: "exact" | "planned" | "estimated", sql: string, limitedSql: string, explainSql: string, params: string[] },
 *   offset: number,
 *   limit?: number,
 *   representation: boolean,
 * }} Plan
 */

/**
 * Compiles a request into the statements to run, or throws a PostgrestError.
 * @param {RestRequest} req @param {Schema} schema
 * @returns {Plan}
 */
export function compile(req, schema) {
  const table = lookupTable(schema, req.table);
  const target = `"public".${quoteIdent(table.name)}`;
  const method = req.method.toUpperCase();
  const representation = req.prefer.return === "representation";

  if (method === "GET" || method === "HEAD") {
    const p = new Params();
    const cols = compileSelect(table, req.search.get("select"));
    const where = compileWhere(table, req.search, p);
    const whereParams = [...p.values];
    const order = compileOrder(table, req.search.get("order"));
    let offset = nonNegativeInt(req.search.get("offset"), "offset") ?? 0;
    let limit = nonNegativeInt(req.search.get("limit"), "limit");
    const range = req.range && /^\s*(\d+)-(\d*)\s*$/.exec(req.range);
    if (range && !req.search.has("limit") && !req.search.has("offset")) {
      offset = Number(range[1]);
      if (range[2] !== "") limit = Math.max(0, Number(range[2]) - offset + 1);
    }
    limit = Math.min(limit ?? MAX_ROWS, MAX_ROWS);
    const page = ` limit ${p.cast(limit, "bigint")} offset ${p.cast(offset, "bigint")}`;
    const sql = `select coalesce(json_agg(_r), '[]'::json)::text, count(*) from (select ${cols} from ${target}${where}${order}${page}) _r`;
    /** @type {Plan} */
    const plan = { kind: "read", sql, params: p.values, offset, limit, representation: true };
    const mode = req.prefer.count;
    if (mode === "exact" || mode === "planned" || mode === "estimated") {
      // As PostgREST counts: exact is count(*); planned is the planner's row estimate (EXPLAIN);
      // estimated counts exactly up to max-rows + 1 and asks the planner beyond that.
      plan.count = {
        mode,
        sql: `select count(*) from ${target}${where}`,
        limitedSql: `select count(*) from (select 1 from ${target}${where} limit ${MAX_ROWS + 1}) _c`,
        explainSql: `explain (format json) select 1 from ${target}${where}`,
        params: whereParams,
      };
    }
    return plan;
  }

  const p = new Params();
  const returning = representation ? compileSelect(table, req.search.get("select")) : null;

  if (method === "POST") {
    if (req.prefer.resolution) {
      throw parseError("Upserts (Prefer: resolution) are not supported by the local stand-in");
    }
    const rows = Array.isArray(req.body) ? req.body : [req.body];
    if (!rows.every((r) => r !== null && typeof r === "object" && !Array.isArray(r))) {
      throw new PostgrestError(400, { code: "PGRST102", message: "All object keys must match" });
    }
    /** @type {string[]} */
    let names;
    const columnsParam = req.search.get("columns");
    if (columnsParam) names = splitTopLevel(columnsParam).map(unquote);
    else names = [...new Set(rows.flatMap((r) => Object.keys(/** @type {object} */ (r))))];
    const columns = names.map((n) => {
      const c = table.columns.get(n);
      if (!c) throw new PostgrestError(400, { code: "PGRST204", message: `Could not find the '${truncate(n)}' column of '${table.name}' in the schema cache` });
      return quoteIdent(c.name);
    });
    if (!rows.length || !columns.length) {
      return { kind: "write", sql: `select '[]'::text, 0`, params: [], offset: 0, representation };
    }
    const source = `json_populate_recordset(null::${target}, ${p.text(JSON.stringify(rows))}::json)`;
    const insert = `insert into ${target} (${columns.join(", ")}) select ${columns.join(", ")} from ${source}`;
    const sql = returning
      ? `with _r as (${insert} returning ${returning}) select coalesce(json_agg(_r), '[]'::json)::text, count(*) from _r`
      : insert;
    return { kind: "write", sql, params: p.values, offset: 0, representation };
  }

  if (method === "PATCH" || method === "DELETE") {
    let statement;
    if (method === "PATCH") {
      const body = req.body;
      if (body === null || typeof body !== "object" || Array.isArray(body)) {
        throw new PostgrestError(400, { code: "PGRST102", message: "Empty or invalid json" });
      }
      const names = Object.keys(body);
      if (!names.length) throw new PostgrestError(400, { code: "PGRST102", message: "Empty or invalid json" });
      const json = p.text(JSON.stringify(body));
      const sets = names.map((n) => {
        const c = table.columns.get(n);
        if (!c) throw new PostgrestError(400, { code: "PGRST204", message: `Could not find the '${truncate(n)}' column of '${table.name}' in the schema cache` });
        return `${quoteIdent(c.name)} = (select _j.${quoteIdent(c.name)} from json_populate_record(null::${target}, ${json}::json) _j)`;
      });
      const where = compileWhere(table, req.search, p);
      if (!where) throw new PostgrestError(400, { code: "21000", message: "UPDATE requires a WHERE clause" });
      statement = `update ${target} set ${sets.join(", ")}${where}`;
    } else {
      const where = compileWhere(table, req.search, p);
      if (!where) throw new PostgrestError(400, { code: "21000", message: "DELETE requires a WHERE clause" });
      statement = `delete from ${target}${where}`;
    }
    const sql = returning
      ? `with _r as (${statement} returning ${returning}) select coalesce(json_agg(_r), '[]'::json)::text, count(*) from _r`
      : statement;
    return { kind: "write", sql, params: p.values, offset: 0, representation };
  }

  throw new PostgrestError(405, { code: "PGRST117", message: `Unsupported HTTP method: ${truncate(method)}` });
}

/** The planner's row estimate from `EXPLAIN (FORMAT JSON)` output. @param {unknown} explained */
export function plannedRows(explained) {
  const doc = typeof explained === "string" ? JSON.parse(explained) : explained;
  const rows = Array.isArray(doc) ? doc[0]?.Plan?.["Plan Rows"] : undefined;
  return typeof rows === "number" && Number.isFinite(rows) ? Math.round(rows) : 0;
}

/**
 * @typedef {{
 *   method: string,
 *   name: string,
 *   search: URLSearchParams,
 *   body?: unknown,
 * }} RpcRequest
 * @typedef {{ sql: string, params: string[], readOnly: boolean, routine: Routine }} RpcPlan
 */

/**
 * `POST /rest/v1/rpc/<name>` with a JSON object of named arguments (what supabase-js `.rpc()`
 * sends), or `GET`/`HEAD` with the arguments in the query string. The function and the names
 * come from the catalog; the values travel as one bound JSON parameter that
 * `json_to_record` turns into the arguments' catalog types, as PostgREST does. Functions that
 * return a set are answered as a JSON array, others with their value; filtering or ordering a
 * function's result is not supported here and is refused, not ignored.
 * @param {RpcRequest} req @param {Schema} schema
 * @returns {RpcPlan}
 */
export function compileRpc(req, schema) {
  const method = req.method.toUpperCase();
  if (method !== "POST" && method !== "GET" && method !== "HEAD") {
    throw new PostgrestError(405, { code: "PGRST117", message: `Unsupported HTTP method: ${truncate(method)}` });
  }
  /** @type {Record<string, unknown>} */
  let args = {};
  if (method === "POST") {
    if (req.body === undefined || req.body === null) args = {};
    else if (typeof req.body === "object" && !Array.isArray(req.body)) args = /** @type {Record<string, unknown>} */ (req.body);
    else throw new PostgrestError(400, { code: "PGRST102", message: "Expected a JSON object of named arguments" });
  } else {
    for (const [key, value] of req.search) {
      if (RESERVED.has(key)) continue;
      args[key] = value;
    }
  }
  const given = Object.keys(args);
  const routine = (schema.functions?.get(req.name) ?? []).find(
    (r) => given.every((g) => r.args.some((a) => a.name === g)) && r.args.every((a) => a.hasDefault || given.includes(a.name)),
  );
  if (!routine) {
    if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(req.name)) throw parseError(`"${truncate(req.name)}" is not a valid function name`);
    const list = given.map(truncate).join(", ");
    throw new PostgrestError(404, {
      code: "PGRST202",
      message: `Could not find the function public.${req.name}(${list}) in the schema cache`,
      details: `Searched for the function public.${req.name} with parameters ${list || "(none)"}, but no matches were found in the schema cache.`,
    });
  }
  const extra = method === "POST" ? [...req.search.keys()] : [...req.search.keys()].filter((k) => RESERVED.has(k));
  if (extra.length) {
    throw parseError(`"${truncate(extra[0] ?? "")}" is not supported on functions by the local stand-in`, "Filter or order a function's result in the function itself.");
  }
  const p = new Params();
  const used = routine.args.filter((a) => given.includes(a.name));
  const call = `"public".${quoteIdent(routine.name)}(${used.map((a) => `${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(", ")})`;
  const from = used.length
    ? `json_to_record(${p.text(JSON.stringify(args))}::json) as _a(${used.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(", ")})`
    : "";
  const sql = routine.returnsSet
    ? `select coalesce(json_agg(_r), '[]'::json)::text from ${from ? `${from}, lateral ` : ""}${call} as _r`
    : `select to_json(${call})::text${from ? ` from ${from}` : ""}`;
  return { sql, params: p.values, readOnly: method !== "POST", routine };
}
