import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

// The address at the other end of the connection, for the per-IP limits when no proxy stands in front. Next's
// server gives app code none: it copies the socket's address into X-Forwarded-For only when the request carries no
// X-Forwarded-For, so a client that sends its own is believed. Node announces every request on a diagnostics
// channel before any listener (Next's) sees it; there the socket's address is written into a header of our own,
// replacing whatever the client put in it.

export const PEER_ADDRESS_HEADER = "x-leadflow-peer-address";
const REQUEST_START = "http.server.request.start";

type RequestStart = { request: IncomingMessage; socket: Socket };

// Shared by every route bundle (each has its own copy of this module), as the channel is.
const state = globalThis as typeof globalThis & { leadflowPeerAddresses?: boolean };

function stamp(message: unknown) {
  const { request, socket } = message as RequestStart;
  const address = socket.remoteAddress;
  if (address) request.headers[PEER_ADDRESS_HEADER] = address;
  else delete request.headers[PEER_ADDRESS_HEADER];
}

/** From now on every request this process's HTTP servers receive names its peer (instrumentation.ts). */
export function stampPeerAddresses(): () => void {
  if (!state.leadflowPeerAddresses) subscribe(REQUEST_START, stamp);
  state.leadflowPeerAddresses = true;
  return () => {
    unsubscribe(REQUEST_START, stamp);
    state.leadflowPeerAddresses = false;
  };
}

/** Whether PEER_ADDRESS_HEADER is this process's own: without the stamp it is whatever the client sent. */
export function peerAddressesStamped(): boolean {
  return state.leadflowPeerAddresses === true;
}
