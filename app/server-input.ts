import * as v from 'valibot'

/**
 * A server function's input validator. Given a schema, TanStack Start validates through the
 * Standard Schema interface and throws a plain Error carrying the issues as JSON; given a function,
 * it lets that function's error through. valibot's own ValiError is what app/start.ts tells apart
 * from a failure of the function (400, not 500), so every server function validates through here.
 */
export function validInput<TSchema extends v.GenericSchema>(schema: TSchema): (input: v.InferInput<TSchema>) => v.InferOutput<TSchema> {
  return (input) => v.parse(schema, input)
}
