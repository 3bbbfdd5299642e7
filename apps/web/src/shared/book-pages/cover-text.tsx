/**
 * The title and author panels the printed cover and the Kindle cover typeset over the art
 * (packages/export kindle-cover): a light panel at the top with the title (and subtitle), a smaller
 * one at the bottom with the author. Sized in container units so a thumbnail and the full-screen
 * preview look alike. Decorative for screen readers: the image's alt text already names the book.
 */
export function CoverText({
  title,
  subtitle,
  author,
}: {
  title: string;
  subtitle?: string | null;
  author: string;
}) {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 flex flex-col justify-between p-[4cqw]">
      <div className="rounded-[2.5cqw] bg-[#fbf8f1]/92 px-[4cqw] py-[3cqw] text-center text-[#2b2118] shadow-sm">
        <p className="font-display text-[9cqw] leading-[1.1] font-semibold [overflow-wrap:anywhere]">
          {title}
        </p>
        {subtitle ? (
          <p className="mt-[1.5cqw] text-[4.5cqw] leading-tight [overflow-wrap:anywhere]">{subtitle}</p>
        ) : null}
      </div>
      <p className="mx-auto w-full rounded-[2cqw] bg-[#fbf8f1]/92 px-[3cqw] py-[1.6cqw] text-center font-display text-[4.6cqw] font-medium text-[#2b2118] [overflow-wrap:anywhere]">
        {author}
      </p>
    </div>
  );
}
