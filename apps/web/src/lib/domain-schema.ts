import { schemaResolver, type FormErrors } from '@mantine/form';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { onFirstInteraction } from './first-interaction.ts';

type Domain = typeof import('@paydown/domain');

let domain: Promise<Domain> | undefined;

/**
 * The shared schemas (and zod with them) are loaded on demand: the sign-in page paints without
 * them, and they arrive while the visitor types (see useDomainSchema).
 */
export function loadDomain(): Promise<Domain> {
  domain ??= import('@paydown/domain');
  return domain;
}

/**
 * Validation with a schema from @paydown/domain that is loaded lazily: at the visitor's first key
 * press or tap (a visitor who only looks at the sign-in page downloads none of it), or at submit.
 * `validate` is the form's validate function (it passes everything until the schema has arrived,
 * e.g. on an early blur); `ready()` resolves once the schema is there, so submit can wait for it and
 * validate for real; `arrived` turns true once it is there; `safeParse` reads values with the
 * schema once it is there (null before).
 */
export function useDomainSchema<Schema extends z.ZodType>(select: (domain: Domain) => Schema) {
  const schema = useRef<Schema | null>(null);
  const selectRef = useRef(select);
  const [arrived, setArrived] = useState(false);

  const ready = useCallback(async () => {
    schema.current ??= selectRef.current(await loadDomain());
  }, []);

  useEffect(() => {
    let drawn = true;
    const arrive = () =>
      void ready().then(() => {
        if (drawn) setArrived(true);
      });
    // Already asked for (another form used it): nothing to wait for.
    const stop = domain ? (arrive(), () => undefined) : onFirstInteraction(arrive);
    return () => {
      drawn = false;
      stop();
    };
  }, [ready]);

  const validate = useCallback(
    (values: unknown): FormErrors => (schema.current ? schemaResolver(schema.current, { sync: true })(values) : {}),
    [],
  );

  const safeParse = useCallback((values: unknown) => schema.current?.safeParse(values) ?? null, []);

  return { validate, ready, arrived, safeParse };
}
