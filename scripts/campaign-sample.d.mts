export declare const sampleCampaignSubject: string;
export declare const sampleCampaignBody: string;
