/** Assertions on responses shared by the route tests. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod/mini';
import { apiErrorSchema, validationErrorDetailsSchema, type ApiError, type FieldIssue } from '../../src/domain/api';

/** Parses a 200 body with the domain schema the client uses, failing with zod's explanation. */
export function parseOk<S extends z.core.$ZodType>(response: LightMyRequestResponse, schema: S): z.infer<S> {
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(schema, response.json());
}

export function parseError(response: LightMyRequestResponse, status: number): ApiError['error'] {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return apiErrorSchema.parse(response.json()).error;
}

export function fieldIssues(response: LightMyRequestResponse): FieldIssue[] {
  const error = parseError(response, 400);
  expect(error.name).toBe('ValidationError');
  return validationErrorDetailsSchema.parse(error.details).fields;
}
