/** The API's base URL: `VITE_API_URL`, by default `/api` on the same origin. */
export const API_BASE_URL: string = import.meta.env?.VITE_API_URL || '/api';

/** The URL of an API path (`/medicine/v1/…`) under the base. */
export function apiUrl(path: string): string {
  return `${API_BASE_URL.replace(/\/$/, '')}${path}`;
}

/** Photo URL = API host + photo path (behaviour §3). */
export function photoUrl(path: string): string {
  return apiUrl(path);
}
