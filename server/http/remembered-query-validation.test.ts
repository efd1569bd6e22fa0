import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { listQuery } from './params';
import { rememberQueryValidation } from './remembered-query-validation';

type Validate = (data: unknown) => { value?: unknown; error?: unknown };

function compiled(schema: z.ZodMiniType, httpPart = 'querystring') {
  const compile = vi.fn(validatorCompiler);
  const validate = rememberQueryValidation(compile)({
    schema,
    httpPart,
    method: 'GET',
    url: '/api/x',
  } as Parameters<FastifySchemaCompiler<z.ZodMiniType>>[0]);
  return validate as Validate;
}

describe('validated queries remembered per route', () => {
  it('gives the validated form, the same as the schema’s, to each request its own copy', () => {
    const validate = compiled(listQuery);
    const first = validate({ locale: 'ar', pagination: { pageSize: '100' } });
    expect(first).toEqual({ value: { locale: 'fr', pagination: { page: 1, pageSize: 100 } } });
    (first.value as { pagination: { page: number } }).pagination.page = 99;
    expect(validate({ locale: 'ar', pagination: { pageSize: '100' } })).toEqual({
      value: { locale: 'fr', pagination: { page: 1, pageSize: 100 } },
    });
  });

  it('refuses an invalid query every time, with the schema’s error', () => {
    const validate = compiled(listQuery);
    for (let run = 0; run < 2; run += 1) {
      const result = validate({ pagination: { pageSize: '1000' } });
      expect(result.value).toBeUndefined();
      expect(JSON.stringify(result.error)).toMatch(/pageSize/);
    }
  });

  it('runs the schema only once per distinct query, and for a result that is not plain data, every time', () => {
    const counted = vi.fn((value: string) => value.length);
    const validate = compiled(z.object({ q: z.pipe(z.string(), z.transform(counted)) }));
    validate({ q: 'kinkéliba' });
    validate({ q: 'kinkéliba' });
    expect(counted).toHaveBeenCalledTimes(1);

    const dated = vi.fn((value: string) => new Date(value));
    const validateDate = compiled(z.object({ from: z.pipe(z.string(), z.transform(dated)) }));
    const first = validateDate({ from: '2026-11-27' });
    const second = validateDate({ from: '2026-11-27' });
    expect(dated).toHaveBeenCalledTimes(2);
    expect(second.value).toEqual(first.value);
    expect((second.value as { from: unknown }).from).toBeInstanceOf(Date);
  });

  it('leaves bodies and parameters to the schema alone', () => {
    const counted = vi.fn((value: string) => value.length);
    const validate = compiled(z.object({ q: z.pipe(z.string(), z.transform(counted)) }), 'body');
    validate({ q: 'a' });
    validate({ q: 'a' });
    expect(counted).toHaveBeenCalledTimes(2);
  });
});
