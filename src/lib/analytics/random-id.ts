/** 32 random hex characters: a visit id that identifies nothing else (the wire takes 16 to 32). */
export const randomId = () => crypto.randomUUID().replace(/-/g, "");
