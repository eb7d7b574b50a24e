// The yardstick: a bare Next.js 16 page (one heading, one tiny client component), built
// and measured by `npm run bench` beside our pages, in the same run, on the same machine.
export const metadata = { title: "Bare Next.js page", description: "Benchmark reference." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
