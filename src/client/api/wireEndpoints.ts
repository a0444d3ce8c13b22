import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { CallKey } from '../../shared/protocol/form';
import type { AnswerOf, CurlType, RequestOf } from '../../shared/protocol/registry';
import type { TagType } from './baseApi';
import type { wireBaseQuery } from './wireBaseQuery';

export type WireBuilder = EndpointBuilder<typeof wireBaseQuery, TagType, 'api'>;

/** A call whose fields are all optional may be made with no argument at all. */
export type ArgOf<C extends CurlType> =
  Partial<RequestOf<C>> extends RequestOf<C> ? RequestOf<C> | void : RequestOf<C>;

/** Optional fields left undefined are not sent. */
export function toFields(arg: unknown): Record<string, string> {
  if (typeof arg !== 'object' || arg === null) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(arg)) if (typeof v === 'string') out[k] = v;
  return out;
}

interface QueryOptions {
  tags?: TagType[];
  key?: CallKey;
}

interface MutationOptions {
  invalidates?: TagType[];
  key?: CallKey;
}

/** One typed query endpoint for a curl_type: `getPgData: wireQuery(build, 'getPgData')`. */
export const wireQuery = <C extends CurlType>(
  build: WireBuilder,
  type: C,
  { tags, key }: QueryOptions = {},
) =>
  build.query<AnswerOf<C>, ArgOf<C>>({
    query: (arg) => ({ type, fields: toFields(arg), key }),
    providesTags: tags,
  });

/** One typed mutation endpoint for a curl_type: `logint: wireMutation(build, 'logint')`. */
export const wireMutation = <C extends CurlType>(
  build: WireBuilder,
  type: C,
  { invalidates, key }: MutationOptions = {},
) =>
  build.mutation<AnswerOf<C>, ArgOf<C>>({
    query: (arg) => ({ type, fields: toFields(arg), key }),
    invalidatesTags: invalidates,
  });
