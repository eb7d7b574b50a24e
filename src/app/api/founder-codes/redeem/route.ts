// POST /api/founder-codes/redeem: the product redeems a founder code (docs/api/founder-codes.openapi.json).
import { redeemFounderCodeEndpoint } from "@/server/http/founder-codes-endpoint";
import { routeMethods } from "@/server/http/methods";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: redeemFounderCodeEndpoint,
});
