// GET /api/metrics – this instance's Prometheus metrics; Authorization: Bearer METRICS_TOKEN (docs/observability.md)
import { getDb } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { apiRoute, otherMethods } from "@/lib/platform/http";
import { metricsResponse } from "@/lib/platform/observability/metrics-endpoint";

export const dynamic = "force-dynamic";

export const GET = apiRoute((request) => metricsResponse(request, env.observability.metricsToken, getDb));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
