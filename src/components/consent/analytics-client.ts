"use client";

/** The beacon is its own chunk, fetched only once performance consent is given. */
export const loadBeacon = () => import("@/lib/analytics/beacon");
