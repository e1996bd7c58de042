// GET /api/subscriptions/client/{clientId} – the caller's current subscription (plan, status, cycle, dates) or null
import { z } from "zod";
import { clientIdParamSchema } from "@/lib/accounts/backend/contract";
import { otherMethods } from "@/lib/platform/http";
import { ownClientGet } from "../../../own-data";

const paramsSchema = z.object({ clientId: clientIdParamSchema });

export const GET = ownClientGet(paramsSchema, "clientId", (api, { clientId }) => api.getClientSubscription(clientId));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
