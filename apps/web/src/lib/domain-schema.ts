import { schemaResolver, type FormErrors } from '@mantine/form';
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
    (values: unknown): FormErrors => (schema.current ? schemaResolver(schema.current, { sync: true })(values) : {}),
    [],
  );

  return { validate, ready };
}
