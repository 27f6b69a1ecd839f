import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { zodErrorToApiError } from '../errors/exception.filter';

/**
 * Validates (and strips unknown keys from) a request part with a schema from libs/contracts, so the
 * web form and the server share one rule and one Spanish message. Failures answer 400 with the
 * first issue's message and the field-level details.
 */
@Injectable()
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw zodErrorToApiError(result.error);
    return result.data;
  }
}

/** Shorthand: `@Body(zod(SignInSchema)) body: SignIn`. */
export const zod = <S extends z.ZodType>(schema: S) => new ZodPipe(schema);
