import { renderToStaticMarkup } from "react-dom/server";
import { contentCopy } from "@/testing/content-copy";

// The words the pages wrote themselves until issue 46 are staff's now (docs/editing.md, "Interface words"): each page,
// rendered as the build renders it from a content folder where content/interface-words.yaml (and, for a page with a
// file of its own, that file) was edited, shows the new words and no longer the old ones.

const FILE = "content/interface-words.yaml";
const copy = contentCopy();
/** One line of the file each, as the editor saves it: the field's old words, then its new ones. */
const EDITS: [string, string][] = [
  ["  homeLink: LeadFlow home", "  homeLink: To the start, as edited"],
  ["  mainMenu: Main", "  mainMenu: Site sections, as edited"],
  ["  region: Region", "  region: Where you are, as edited"],
  ["  menuButton: Menu", "  menuButton: Open the menu, as edited"],
  ["  phoneMenu: Mobile", "  phoneMenu: Phone menu, as edited"],
  ["  scrollToTop: Scroll To Top", "  scrollToTop: Back up, as edited"],
  ["  onThisPage: On this page", "  onThisPage: Contents, as edited"],
  ["  onThisPageCount: On this page ({count} sections)", "  onThisPageCount: 'Contents: {count} parts'"],
  ["  otherDocuments: Other legal documents", "  otherDocuments: More of the small print, as edited"],
  ["  lastUpdated: 'Last updated:'", "  lastUpdated: 'Changed on:'"],
  ["  loginTitle: Sign in to LeadFlow", "  loginTitle: Welcome back, as edited"],
  ["  forgotLink: Forgot your password?", "  forgotLink: Lost the password?"],
  ["  newHere: New to LeadFlow? {signUp}", "  newHere: '{signUp}: first time here'"],
  ["  signUp: Sign up", "  signUp: Open an account"],
  ["  forgotTitle: Forgot your password?", "  forgotTitle: A new password, as edited"],
  ["  remembered: Remembered it? {backToSignIn}", "  remembered: Found it after all? {backToSignIn}"],
  ["  step: Step {step}", "  step: Stage {step}"],
  ["  apply: Apply", "  apply: Send us your CV"],
  ["  applyFor: Apply for {role} by e-mail", "  applyFor: Write to us about {role}"],
  ["  workStep: 'Step {step}:'", "  workStep: 'Stage {step} of the work:'"],
  ["  screenshots: Screenshots (scrolls sideways)", "  screenshots: The app in pictures, as edited"],
  ["  reviewStars: Rated {rating} out of 5", "  reviewStars: '{rating} stars of five'"],
  ["  appStores: Download the app", "  appStores: Get it on your phone, as edited"],
  ["  comparisonTable: Plan comparison table", "  comparisonTable: Every plan side by side, as edited"],
  ["  included: Included", "  included: Yes, in this plan"],
  ["  allPosts: All posts", "  allPosts: Every post, as edited"],
  ["  manyPosts: '{count} posts'", "  manyPosts: '{count} articles'"],
  ["  inCategory: '{posts} in this category.'", "  inCategory: 'Here: {posts}.'"],
  ["  byAuthor: By {author}", "  byAuthor: 'Written by {author}'"],
  ["  pageNumber: Page {page}", "  pageNumber: Go to page {page}"],
  ["  sidebar: Blog sidebar", "  sidebar: More to read, as edited"],
  ["  searchPosts: Search posts", "  searchPosts: Find an article"],
  ["  readingTime: '{minutes} min read'", "  readingTime: '{minutes} minutes'"],
  ["  previousPost: Previous post", "  previousPost: Older, as edited"],
  ["  leaveComment: Leave a comment", "  leaveComment: Tell us what you think"],
  ["  trailHome: Home", "  trailHome: Start page, as edited"],
  ["  trail: Breadcrumb", "  trail: You are here, as edited"],
  ["  storeComingSoon: Coming soon", "  storeComingSoon: On its way, as edited"],
  ["  email: Email", "  email: Write to us, as edited"],
  ["  phone: Phone", "  phone: Call us, as edited"],
  ["  office: Office", "  office: Visit us, as edited"],
  ["  requestHeading: Request data deletion", "  requestHeading: Ask us to delete, as edited"],
  ["  checkRequest: Check a request", "  checkRequest: See how yours is going"],
  ["  statusTitle: Data deletion request status", "  statusTitle: Where your request is, as edited"],
];
for (const [from, to] of EDITS) copy.edit(FILE, from, to);
copy.edit(
  FILE,
  /^ {2}requestText: >-\n(?: {4}.+\n)+/m,
  "  requestText: 'We confirm by e-mail first. {checkRequest}?'\n",
);
copy.edit(FILE, /^ {2}messagesOpenSoon: .+$/m, "  messagesOpenSoon: 'No form yet, as edited: {emailLink}'");
copy.edit("content/landing/section-labels.yaml", "testimonials: Testimonials", "testimonials: Kind words, as edited");
copy.edit("content/landing/section-labels.yaml", "pricing: Pricing", "pricing: What it costs, as edited");
copy.edit("content/landing/section-labels.yaml", "faq: FAQ", "faq: Asked often, as edited");
copy.edit("content/page-headings.yaml", "  title: Talk to sales", "  title: Plan it with us, as edited");
copy.edit("content/page-headings.yaml", "  title: Check a payment", "  title: Where your payment is, as edited");
copy.edit("content/coming-soon.yaml", "countdown: Time until launch", "countdown: Until we open, as edited");
copy.edit("content/coming-soon.yaml", "days: days", "days: sleeps");
copy.edit("content/coming-soon.yaml", "submitLabel: Notify", "submitLabel: Tell me, as edited");
copy.edit(
  "content/landing/newsletter.yaml",
  "pageTitle: Subscribe to our newsletter",
  "pageTitle: Our letter, as edited",
);
process.env.CONTENT_ROOT = copy.root;

const html = async (page: Promise<React.ReactNode>) => renderToStaticMarkup(await page);
const region = { params: Promise.resolve({ region: "global" }) };

it("the legal pages: contents, the date's words and the other documents' heading", async () => {
  const { default: TermsPage } = await import("./(site)/terms/page");
  const page = await html(TermsPage());
  expect(page).toContain(">Contents, as edited</p>");
  expect(page).toContain('aria-label="Contents, as edited"');
  expect(page).toMatch(/<span>Contents: \d+ parts<\/span>/);
  expect(page).toContain("More of the small print, as edited</h2>");
  expect(page).toContain("Changed on:");
  expect(page).not.toContain("On this page");
  expect(page).not.toContain("Other legal documents");
});

it("the sign-in and forgotten password pages: titles and the links between them", async () => {
  const { default: LoginPage } = await import("./(site)/login/page");
  const login = await html(LoginPage());
  expect(login).toContain("Welcome back, as edited</h1>");
  expect(login).toMatch(/<a [^>]*href="\/forgot"[^>]*>Lost the password\?<\/a>/);
  expect(login).toMatch(/<a [^>]*href="\/signup"[^>]*>Open an account<\/a>: first time here/);
  expect(login).not.toContain("New to LeadFlow?");
  const { default: ForgotPage } = await import("./(site)/forgot/page");
  const forgot = await html(ForgotPage());
  expect(forgot).toContain("A new password, as edited</h1>");
  expect(forgot).toMatch(/Found it after all\? <a [^>]*href="\/login"[^>]*>Back to sign in<\/a>/);
});

it("the careers page: the hiring steps and each open role's button", async () => {
  const { default: CareersPage } = await import("./(site)/careers/page");
  const page = await html(CareersPage());
  expect(page).toContain(">Stage 1</span>");
  expect(page).toMatch(/aria-label="Write to us about [^"]+">Send us your CV<\/a>/);
  expect(page).not.toMatch(/>Step \d/);
});

it("the home page's sections, /features and /reviews: what screen readers hear", async () => {
  const { RegionHome } = await import("./(site)/[region]/home-route");
  const home = await html(RegionHome(region));
  expect(home).toContain('<span class="sr-only">Stage 1 of the work: </span>');
  expect(home).toContain('aria-label="The app in pictures, as edited"');
  expect(home).toMatch(/<span class="sr-only">\d stars of five<\/span>/);
  expect(home).toContain('aria-label="Get it on your phone, as edited"');
  expect(home).not.toContain("Rated ");
  // The small lines above the testimonials', pricing and FAQ sections' headings (content/landing/section-labels.yaml).
  for (const label of ["Kind words, as edited", "What it costs, as edited", "Asked often, as edited"])
    expect(home).toContain(`>${label}</p>`);
  const { default: FeaturesPage } = await import("./(site)/features/page");
  expect(await html(FeaturesPage())).toContain('<span class="sr-only">Stage 2 of the work: </span>');
  const { default: ReviewsPage } = await import("./(site)/reviews/page");
  const reviews = await html(ReviewsPage());
  expect(reviews).toMatch(/<span class="sr-only">\d stars of five<\/span>/);
  expect(reviews).toContain(">Kind words, as edited</p>");
});

it("/pricing: the comparison table's name and what a ✓ says", async () => {
  const { default: PricingPage } = await import("./(site)/[region]/pricing/page");
  const page = await html(PricingPage(region));
  expect(page).toContain('aria-label="Every plan side by side, as edited"');
  expect(page).toContain('<span class="sr-only"> Yes, in this plan</span>');
  expect(page).not.toContain(" Included<");
});

it("the blog: a category's list, a list page's cards and pages, a post's details, links and comment form", async () => {
  // The blog's routes ask whether the request is a Draft Mode one: their views are rendered here as they render them,
  // with the public posts and the words read from the edited folder.
  const { pagePosts } = await import("./(site)/_blog/posts");
  const { blogPage } = await import("@/lib/content/blog/blog-page");
  const { interfaceWords } = await import("@/lib/content/interface-words");
  const { postsInCategory } = await import("@/lib/content/blog/categories");
  const { LIST_LAYOUTS } = await import("@/lib/content/blog/layouts");
  const { FilteredListView } = await import("@/components/blog/filtered-list-view");
  const { BlogListView } = await import("@/components/blog/blog-list-view");
  const { BlogDetailView } = await import("@/components/blog/blog-detail-view");
  const [posts, copy, { blog: words, everyPage: trail }] = await Promise.all([
    pagePosts(),
    blogPage(),
    interfaceWords(),
  ]);

  const { name, posts: inCategory } = postsInCategory(posts, "sales-process")!;
  const category = renderToStaticMarkup(
    <FilteredListView
      kind="category"
      name={name}
      posts={inCategory}
      readMore={copy.readMore}
      words={words}
      trail={trail}
    />,
  );
  expect(category).toContain(`Here: ${inCategory.length} articles.`);
  expect(category).toContain(">Every post, as edited</a>");
  expect(category).toMatch(/>Written by [^<]+<\/span>/);
  expect(category).toContain('<nav aria-label="You are here, as edited">');
  expect(category).toMatch(/<a [^>]*href="\/"[^>]*>Start page, as edited<\/a>/);

  const list = renderToStaticMarkup(
    <BlogListView layout={LIST_LAYOUTS.rightSidebar} page={1} posts={posts} copy={copy} words={words} trail={trail} />,
  );
  expect(list).toContain('aria-label="Go to page 2"');
  expect(list).toContain('aria-label="More to read, as edited"');
  expect(list).toContain(">Find an article</label>");
  expect(list).toMatch(/<span class="sr-only">\d+ articles?<\/span>/);

  const post = posts.find(({ slug }) => slug === "choosing-pipeline-stages")!;
  const detail = renderToStaticMarkup(
    <BlogDetailView
      post={post}
      posts={posts}
      comments={[]}
      side="right"
      commentAction={async () => ({ status: "idle" }) as never}
      sidebar={copy}
      words={words}
      trail={trail}
    />,
  );
  expect(detail).toMatch(/<dd[^>]*>\d+ minutes<\/dd>/);
  expect(detail).toContain("Older, as edited");
  expect(detail).toContain("Tell us what you think</h2>");
  expect(detail).not.toContain("Leave a comment");
});

it("every page's header: the logo's link, the menus and the region selector, for screen readers", async () => {
  const { Header } = await import("@/components/site/header");
  const { ScrollToTop } = await import("@/components/site/scroll-to-top");
  const { interfaceWords } = await import("@/lib/content/interface-words");
  const { everyPage: words } = await interfaceWords();
  // Rendered alone, outside a route: the header's parts show it as on a page outside the regions, such as /about.
  const header = renderToStaticMarkup(
    <>
      <Header appUrl="https://app.example" links={[{ name: "Features", section: "features" }]} words={words} />
      <ScrollToTop label={words.scrollToTop} />
    </>,
  );
  expect(header).toContain('aria-label="To the start, as edited"');
  expect(header).toContain('<nav aria-label="Site sections, as edited"');
  expect(header).toContain('<span class="sr-only">Open the menu, as edited</span>');
  expect(header).toContain('<nav aria-label="Phone menu, as edited">');
  expect(header.match(/>Where you are, as edited<\/span>/g)).toHaveLength(2);
  expect(header).toContain('<span class="sr-only">Back up, as edited</span>');
});

it("the trail above an inner page's title: its first link and its name", async () => {
  const { default: AboutPage } = await import("./(site)/about/page");
  const page = await html(AboutPage());
  expect(page).toContain('<nav aria-label="You are here, as edited">');
  expect(page).toMatch(/<a [^>]*href="\/"[^>]*>Start page, as edited<\/a>/);
  expect(page).not.toContain(">Home<");
});

it("the contact page's details, and the home page's store badges", async () => {
  const { default: ContactPage } = await import("./(site)/[region]/contact-page/page");
  const contact = await html(ContactPage(region));
  for (const label of ["Write to us, as edited", "Call us, as edited", "Visit us, as edited"])
    expect(contact).toContain(`>${label}</p>`);
  const { ContactSection } = await import("@/components/contact/contact-section");
  const { siteCopy } = await import("@/lib/content/site-copy");
  const { interfaceWords } = await import("@/lib/content/interface-words");
  const [content, words] = await Promise.all([siteCopy.read("contact"), interfaceWords()]);
  // Without a form action (a preview of the section), the note in its place.
  const section = renderToStaticMarkup(
    <ContactSection eyebrow="Contact" content={content} phone="+1 555" words={words.contact} />,
  );
  expect(section).toMatch(/No form yet, as edited: <a [^>]*href="mailto:[^"]+"/);
  const { RegionHome } = await import("./(site)/[region]/home-route");
  const { default: DownloadPage } = await import("./(site)/download-page/page");
  // The stores list no app yet (content/download.yaml): each badge says so.
  expect(await html(RegionHome(region))).toContain(">On its way, as edited</span>");
  expect(await html(DownloadPage())).toContain(">On its way, as edited</span>");
});

it("the data deletion pages: the request form's heading and text, the status page's title", async () => {
  const { default: DataDeletionPage } = await import("./(site)/data-deletion/page");
  const policy = await html(DataDeletionPage());
  expect(policy).toContain("Ask us to delete, as edited</h2>");
  expect(policy).toMatch(
    /We confirm by e-mail first\. <a [^>]*href="\/data-deletion\/status"[^>]*>See how yours is going<\/a>\?/,
  );
  const { default: StatusPage } = await import("./(site)/data-deletion/status/page");
  expect(await html(StatusPage())).toContain("Where your request is, as edited</h1>");
});

it("the launch page: the countdown's name and units, and the form's button", async () => {
  const { default: ComingSoonPage } = await import("./(site)/coming-soon/page");
  const page = await html(ComingSoonPage());
  expect(page).toContain('aria-label="Until we open, as edited"');
  expect(page).toContain(">sleeps</dt>");
  expect(page).toContain("Tell me, as edited");
  expect(page).not.toContain("Time until launch");
});

it("the talk-to-sales and payment status pages: their titles (content/page-headings.yaml)", async () => {
  const { default: TalkToSalesPage } = await import("./(site)/talk-to-sales/page");
  expect(await html(TalkToSalesPage())).toContain("Plan it with us, as edited</h1>");
  const { default: PaymentStatusPage } = await import("./(site)/payment-status/page");
  expect(await html(PaymentStatusPage())).toContain("Where your payment is, as edited</h1>");
});

it("/subscribe-page: its title (content/landing/newsletter.yaml)", async () => {
  const { default: SubscribePage } = await import("./(site)/subscribe-page/page");
  const page = await html(SubscribePage());
  expect(page).toContain("Our letter, as edited");
  expect(page).not.toContain("Subscribe to our newsletter");
});
