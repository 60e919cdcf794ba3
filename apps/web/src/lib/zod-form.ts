import type { FormErrors } from '@mantine/form';
import { useCallback, useEffect, useRef } from 'react';
import type { z } from 'zod';

type Domain = typeof import('@paydown/domain');

let domain: Promise<Domain> | undefined;

/**
 * The shared schemas (and zod with them) are loaded on demand: the sign-in page paints without
 * them, and they arrive while the visitor types.
 */
export function loadDomain(): Promise<Domain> {
  domain ??= import('@paydown/domain');
  return domain;
}

/**
 * A @mantine/form `validate` function from a zod schema: each field gets the first message
 * zod reports for it, so every input shows its own error under it (the spec's wording comes
 * from the shared schemas in @paydown/domain).
 */
export function zodResolver(schema: z.ZodType) {
  return (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (key && !(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}

/**
 * Validation with a schema from @paydown/domain that is loaded lazily. `validate` is the form's
 * validate function (it passes everything until the schema has arrived, e.g. on an early blur);
 * `ready()` resolves once the schema is there, so submit can wait for it and validate for real.
 */
export function useDomainSchema(select: (domain: Domain) => z.ZodType) {
  const schema = useRef<z.ZodType | null>(null);
  const selectRef = useRef(select);

  const ready = useCallback(async () => {
    schema.current ??= selectRef.current(await loadDomain());
  }, []);

  useEffect(() => {
    void ready();
  }, [ready]);

  const validate = useCallback(
    (values: unknown): FormErrors => (schema.current ? zodResolver(schema.current)(values) : {}),
    [],
  );

  return { validate, ready };
}
