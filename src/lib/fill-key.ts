/** 128 random bits in hex: names one fill of a form (decision 059). Works on plain http too. */
export const newFillKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
