import { useForm } from '@mantine/form';
import { useEffect, useEffectEvent, type FormEvent } from 'react';
import { useDomainSchema } from '../lib/domain-schema.ts';

type SchemaSelector = Parameters<typeof useDomainSchema>[0];

/**
 * A form checked by a schema from @paydown/domain that loads lazily (see useDomainSchema): each
 * input is checked on blur, and `onValidSubmit(send)` gives a submit handler that calls `send`
 * with the values only when they pass the schema.
 */
export function useDomainSchemaForm<Values extends Record<string, unknown>>(select: SchemaSelector, initialValues: Values) {
  const { validate, ready, arrived } = useDomainSchema(select);
  const form = useForm<Values>({ mode: 'controlled', initialValues, validate, validateInputOnBlur: true });
  // The schema can arrive after the visitor has already left a field (its blur passed unchecked):
  // those fields are checked then, except the one being typed in.
  const checkLeftFields = useEffectEvent(() => {
    const typing = document.activeElement?.getAttribute('data-path');
    for (const path of Object.keys(form.getValues())) if (path !== typing && form.isTouched(path)) form.validateField(path);
  });
  useEffect(() => {
    if (arrived) checkLeftFields();
  }, [arrived]);

  const onValidSubmit = (send: (values: Values) => void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The schema arrives shortly after the page; an early submit waits for it instead of passing unchecked.
    await ready();
    if (form.validate().hasErrors) return;
    send(form.getValues());
  };

  return { form, onValidSubmit };
}
