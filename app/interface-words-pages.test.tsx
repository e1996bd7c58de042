import { renderToStaticMarkup } from "react-dom/server";
import { contentCopy } from "@/testing/content-copy";

// The words the pages wrote themselves until issue 46 are staff's now (docs/editing.md, "Interface words"): each page,
// rendered as the build renders it from a content folder where content/interface-words.yaml was edited, shows the new
// words and no longer the old ones.

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
];
for (const [from, to] of EDITS) copy.edit(FILE, from, to);
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
  const { default: FeaturesPage } = await import("./(site)/features/page");
  expect(await html(FeaturesPage())).toContain('<span class="sr-only">Stage 2 of the work: </span>');
  const { default: ReviewsPage } = await import("./(site)/reviews/page");
  expect(await html(ReviewsPage())).toMatch(/<span class="sr-only">\d stars of five<\/span>/);
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
  const [posts, copy, { blog: words }] = await Promise.all([pagePosts(), blogPage(), interfaceWords()]);

  const { name, posts: inCategory } = postsInCategory(posts, "sales-process")!;
  const category = renderToStaticMarkup(
    <FilteredListView kind="category" name={name} posts={inCategory} readMore={copy.readMore} words={words} />,
  );
  expect(category).toContain(`Here: ${inCategory.length} articles.`);
  expect(category).toContain(">Every post, as edited</a>");
  expect(category).toMatch(/>Written by [^<]+<\/span>/);

  const list = renderToStaticMarkup(
    <BlogListView layout={LIST_LAYOUTS.rightSidebar} page={1} posts={posts} copy={copy} words={words} />,
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
  // The header's parts read the route, as on /about: Next's own context gives it (the layout renders inside it).
  const { LayoutRouterContext } = await import("next/dist/shared/lib/app-router-context.shared-runtime");
  const { everyPage: words } = await interfaceWords();
  const header = renderToStaticMarkup(
    <LayoutRouterContext.Provider value={{ parentTree: ["", { children: ["about", {}] }] } as never}>
      <Header appUrl="https://app.example" links={[{ name: "Features", section: "features" }]} words={words} />
      <ScrollToTop label={words.scrollToTop} />
    </LayoutRouterContext.Provider>,
  );
  expect(header).toContain('aria-label="To the start, as edited"');
  expect(header).toContain('<nav aria-label="Site sections, as edited"');
  expect(header).toContain('<span class="sr-only">Open the menu, as edited</span>');
  expect(header).toContain('<nav aria-label="Phone menu, as edited">');
  expect(header.match(/>Where you are, as edited<\/span>/g)).toHaveLength(2);
  expect(header).toContain('<span class="sr-only">Back up, as edited</span>');
});
