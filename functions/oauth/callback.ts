/** GET /oauth/callback: GitHub sends the editor's sign-in back here (see ../_lib/github-oauth.ts). */
import { callback, type OAuthEnv } from "../_lib/github-oauth";

export const onRequestGet = ({ request, env }: { request: Request; env: OAuthEnv }): Promise<Response> =>
  callback(request, env);
