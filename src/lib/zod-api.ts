// The part of zod the site uses, named one by one: `z` in `@/lib/zod` is this module's namespace.
// zod's own `z` namespace also holds `z.locales`, every language's error messages, and Turbopack
// keeps all of them for a namespace it cannot see through: 390 KB of script in every chunk with a
// form, where the messages in English are all we show. Add a name here when a schema needs one.
export {
  array,
  boolean,
  coerce,
  config,
  discriminatedUnion,
  email,
  enum,
  ipv4,
  ipv6,
  iso,
  literal,
  looseObject,
  NEVER,
  number,
  object,
  partialRecord,
  preprocess,
  prettifyError,
  record,
  strictObject,
  string,
  union,
  unknown,
  url,
  uuid,
} from 'zod'
export type { infer, input, output, ZodEnum, ZodError, ZodObject, ZodType } from 'zod'
