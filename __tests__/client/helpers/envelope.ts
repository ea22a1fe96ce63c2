import { HttpResponse } from 'msw';
import { API_BASE_URL } from '@/client/app/config';

/** An absolute API URL, built from the same base the client uses. */
export const apiUrl = (path: string): string => `${API_BASE_URL}${path}`;

export const ok = <T>(message: string, data: T, init?: ResponseInit) =>
  HttpResponse.json({ error: false, message, data }, init);

export const okList = <T>(message: string, data: T[], totalData: number, totalPage: number) =>
  HttpResponse.json({ error: false, message, data, totalData, totalPage });

export const okMessage = (message: string, init?: ResponseInit) => HttpResponse.json({ error: false, message }, init);

export const fail = (
  status: number,
  message: string,
  code: string,
  fields?: Record<string, string>,
  params?: Record<string, string | number>,
) =>
  HttpResponse.json(
    { error: true, message, code, ...(fields ? { fields } : {}), ...(params ? { params } : {}) },
    { status },
  );
