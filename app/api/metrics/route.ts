// GET /api/metrics – this instance's Prometheus metrics; Authorization: Bearer METRICS_TOKEN (docs/observability.md)
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { apiRoute, otherMethods } from "@/lib/http";
import { metricsResponse } from "@/lib/observability/metrics-endpoint";

export const dynamic = "force-dynamic";

export const GET = apiRoute((request) => metricsResponse(request, env.observability.metricsToken, getDb));

// Any other method: 405 with Allow (lib/http.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
