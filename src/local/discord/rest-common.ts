// What every REST route of the local Discord shares: the request as a route sees it, its answer,
// and Discord's standard refusals.
import type { UploadedFile } from './http.js';
import { apiError, type ApiError } from './validation.js';

export interface RestRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  /** parsed JSON / payload_json as an object; `{}` when there is no body or it is not an object */
  body: Json;
  /** the parsed JSON as it came (an array for a command registration) */
  raw: unknown;
  files: UploadedFile[];
  /** performance.now() when the request's headers arrived */
  receivedHr: number;
}

export interface RestResult {
  status: number;
  body?: unknown;
}

export interface RestEnv {
  gatewayUrl(): string;
}

export type Json = Record<string, unknown>;

export const ok = (body: unknown): RestResult => ({ status: 200, body });
export const noContent: RestResult = { status: 204 };
export const fail = (e: ApiError): RestResult => ({ status: e.status, body: e.body });



export const UNAUTHORIZED = fail(apiError(401, 0, '401: Unauthorized'));
export const MISSING_ACCESS = fail(apiError(403, 50001, 'Missing Access'));
export const MISSING_PERMISSIONS = fail(apiError(403, 50013, 'Missing Permissions'));
export const CANNOT_DM = fail(apiError(403, 50007, 'Cannot send messages to this user'));
export const UNKNOWN_CHANNEL = fail(apiError(404, 10003, 'Unknown Channel'));
export const UNKNOWN_MESSAGE = fail(apiError(404, 10008, 'Unknown Message'));
export const UNKNOWN_WEBHOOK = fail(apiError(404, 10015, 'Unknown Webhook'));
export const UNKNOWN_INTERACTION = fail(apiError(404, 10062, 'Unknown interaction'));
export const ALREADY_ACKNOWLEDGED = fail(apiError(400, 40060, 'Interaction has already been acknowledged.'));
