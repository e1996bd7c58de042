// GET /api/subscriptions/validate-user-limit?client_id=&product_id= – may the caller's client add another user?
import { userLimitQuerySchema } from "@/lib/accounts/backend/contract";
import { otherMethods } from "@/lib/platform/http";
import { ownClientGet } from "../../own-data";

export const GET = ownClientGet(userLimitQuerySchema, "client_id", (api, query) => api.validateUserLimit(query));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
