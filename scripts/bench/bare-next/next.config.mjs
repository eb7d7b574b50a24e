// Next's defaults, spelled out: compressed responses, as the bare page was measured.
const config = { compress: true };

export default config;
