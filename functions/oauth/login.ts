/** GET /oauth/login: the content editor's "Login with GitHub" starts here (see ../_lib/github-oauth.ts). */
import { login, type OAuthEnv } from "../_lib/github-oauth";

export const onRequestGet = ({ request, env }: { request: Request; env: OAuthEnv }): Response =>
  login(request, env);
