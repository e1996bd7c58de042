// GET /api/subscriptions/validate-token-limit?client_id=&requested_tokens= – do the requested AI tokens fit the plan?
import { tokenLimitQuerySchema } from "@/lib/accounts/backend/contract";
import { otherMethods } from "@/lib/platform/http";
import { ownClientGet } from "../../own-data";

export const GET = ownClientGet(tokenLimitQuerySchema, "client_id", (api, query) => api.validateTokenLimit(query));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
