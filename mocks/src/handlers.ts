import { HttpResponse, http } from 'msw';
import { apiPath, fail, ok } from './api.ts';
import { brandingImages } from './brandingImages.ts';
import { db } from './db/index.ts';

/**
 * The mock server's handlers. Issue 4 fills the whole call contract; these two prove the path
 * from Storybook, unit tests and the demo app to a stateful mock.
 */
export const handlers = [
  // foundation.md §7: /open/company/loginInfo LOGIN_INFO (returns cfg, bodaSetting).
  http.get(apiPath('/open/company/loginInfo'), ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('command') !== 'LOGIN_INFO') {
      return HttpResponse.json(fail('WB-400-212'), { status: 400 });
    }
    const company = db.companies.find((c) => c.companyId === url.searchParams.get('companyId'));
    if (!company) return HttpResponse.json(fail('WB-400-205'), { status: 400 });
    const { cfg, ...bodaCompany } = company;
    return HttpResponse.json(ok({ cfg, bodaSetting: {}, bodaCompany }));
  }),

  // foundation.md §7: /branding/image by command plus companyId.
  http.get(apiPath('/branding/image'), ({ request }) => {
    const url = new URL(request.url);
    const company = db.companies.find((c) => c.companyId === url.searchParams.get('companyId'));
    const image = brandingImages[url.searchParams.get('command') ?? ''];
    if (!company || !image) return HttpResponse.json(fail('WB-404-102'), { status: 404 });
    return new HttpResponse(image, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
