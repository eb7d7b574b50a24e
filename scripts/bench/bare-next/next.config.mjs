// Next's defaults, spelled out: compressed responses, as the bare page was measured.
export default { compress: true };
