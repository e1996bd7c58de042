// The product app's pages this site links to: accounts live on its own host (APP_URL, without a trailing slash).

export const appLoginUrl = (appUrl: string) => `${appUrl}/login`;

export const appDashboardUrl = (appUrl: string) => `${appUrl}/dashboard`;
