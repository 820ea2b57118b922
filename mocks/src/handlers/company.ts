import {
  BRANDING_IMAGE,
  BRANDING_IMAGE_COMMANDS,
  type BrandingImage,
  readConfigString,
} from '@platform/contract';
import { HttpResponse } from 'msw';
import { failure, MOCK_API_PREFIX, ok, okList, okPage, pageOf } from '../api.ts';
import { db } from '../db/index.ts';
import { companyById, companyByIdx, publicCompany } from '../db/queries.ts';
import type { MockCompany } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implement, refuse } from '../server/router.ts';
import { backgroundSvg, logoSvg, markSvg, SVG_TYPE } from '../svg.ts';
import { configOf } from './config.ts';

function companyOf(fields: { companyId?: string | undefined; companyIdx?: number | undefined }) {
  if (fields.companyId === undefined && fields.companyIdx === undefined)
    refuse(MOCK_ERROR.badRequest);
  const company =
    fields.companyId !== undefined
      ? companyById(db, fields.companyId)
      : companyByIdx(db, fields.companyIdx);
  return company ?? refuse(MOCK_ERROR.companyNotFound);
}

function configReply(company: MockCompany, language?: 'ko' | 'en') {
  return ok({
    cfg: configOf(company, language),
    bodaSetting: company.bodaSetting,
    company: publicCompany(company),
    // apps/web's loadInstitution reads `bodaCompany` (the login reply's name); both are sent.
    bodaCompany: publicCompany(company),
  });
}

/** The generated image of a branding command, in the institution's colour. */
export function brandingImageSvg(company: MockCompany, command: BrandingImage): string {
  switch (command) {
    case BRANDING_IMAGE.MAIN_TOP_LOGO:
    case BRANDING_IMAGE.LOGIN_TOP_LOGO:
      return logoSvg(company.logoText, company.color);
    case BRANDING_IMAGE.LOGIN_LOGO:
    case BRANDING_IMAGE.FAVICON:
      return markSvg(company.logoText.charAt(0), company.color);
    case BRANDING_IMAGE.LOGIN_BG:
      return backgroundSvg(company.color);
  }
}

/** A branding image the institution has (its BRANDING_WEB_IMG lists it), else WB-404-102. */
function brandingImageResponse(companyId: string | null, command: string | null): Response {
  const company = companyById(db, companyId ?? undefined);
  if (!company) return failure(MOCK_ERROR.companyNotFound);
  const { config } = readConfigString(company.cfg);
  const image = [...config.brandingImages].find((name) => name === command);
  if (!image) return failure(MOCK_ERROR.fileNotFound);
  return new HttpResponse(brandingImageSvg(company, image), {
    headers: { 'Content-Type': SVG_TYPE },
  });
}

export const companyImplementations = [
  implement('openCompany.GET_ID_NORMAL', ({ fields }) => ok(publicCompany(companyOf(fields)))),

  // "list ordered by companyId ascending" (screens.md §7); the keyword matches name or id.
  implement('openCompany.LIST_NORMAL', ({ fields }) => {
    const keyword = fields.searchKeyword?.trim().toLowerCase() ?? '';
    const found = db.companies
      .filter(
        (company) =>
          keyword === '' ||
          company.companyName.toLowerCase().includes(keyword) ||
          company.companyId.toLowerCase().includes(keyword),
      )
      .sort((a, b) => a.companyId.localeCompare(b.companyId))
      .map(publicCompany);
    if (fields.paging === false) return okList(found);
    return okPage(pageOf(found, fields.page ?? 0, fields.size ?? 20));
  }),

  implement('openCompanyLoginInfo.LOGIN_INFO', ({ fields }) =>
    configReply(companyOf(fields), fields.language),
  ),
  implement('openLogin.LOGIN_INFO', ({ fields }) => configReply(companyOf(fields))),

  implement('openCompanyBranding.GET', ({ fields }) => {
    const company = companyOf(fields);
    const { config } = readConfigString(company.cfg);
    const { title, description, keywords } = config.brandingText;
    const favicon = config.brandingImages.has(BRANDING_IMAGE.FAVICON);
    return ok({
      title,
      description,
      keyword: keywords,
      favicon: favicon
        ? `${MOCK_API_PREFIX}/open/company/branding/image?command=${BRANDING_IMAGE.FAVICON}&companyId=${company.companyId}`
        : null,
      faviconId: favicon ? company.companyIdx : null,
    });
  }),

  ...BRANDING_IMAGE_COMMANDS.map((command) =>
    implement(`openCompanyBrandingImage.${command}`, ({ fields }) =>
      brandingImageResponse(fields.companyId, command),
    ),
  ),
];
