import { adminApi } from "@/lib/admin";
import { apiRoute, otherMethods, parseQuery } from "@/lib/http";
import { plansQuerySchema } from "@/lib/plans/types";

// GET /api/subscriptions/plans – the plans of one billing cycle, priced for the visitor's country
export const GET = apiRoute(async (request) => {
  const query = parseQuery(plansQuerySchema, request.nextUrl.searchParams);
  return adminApi().listPlans(query);
});

// Any other method: 405 with Allow (lib/http.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
