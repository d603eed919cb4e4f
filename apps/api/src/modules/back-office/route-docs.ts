// What every back-office route declares for the API docs (/api/docs): its tag and the error answers
// the gate and the actions give (issue 20, ADR 0027). The staff token it takes is stated from its
// guard (http/openapi-security.ts).
import { ErrorResponse } from '@medsupply/contract';

export const TAGS = ['back office'];
export const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};
