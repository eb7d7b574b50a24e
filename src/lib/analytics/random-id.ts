/**
 * 32 random hex characters (128 bits): a visit id that identifies nothing else (the wire takes 16
 * to 32), or a form fill's key (decision 059). `getRandomValues`, unlike `randomUUID`, works on
 * plain http too.
 */
export const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
