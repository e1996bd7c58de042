// GET /api/clients/{id} – the caller's own client (no hashes or secrets); another client's id answers 403
import { z } from "zod";
import { clientIdParamSchema } from "@/lib/accounts/backend/contract";
import { otherMethods } from "@/lib/platform/http";
import { ownClientGet } from "../../own-data";

export const GET = ownClientGet(z.object({ id: clientIdParamSchema }), "id", (api, { id }) => api.getClient(id));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
