// The knowledge base's articles: product content (not demo data), seeded in every environment.
// Facts about law and tax are as of the 2025-26 financial year; each tax article sends readers to a
// tax adviser. Slugs are stable: links and bookmarks point at them.
import type { knowledgeArticles } from '../schema';

type KnowledgeSeed = Omit<typeof knowledgeArticles.$inferInsert, 'id' | 'updatedAt' | 'published'>;

const md = (lines: TemplateStringsArray) =>
  lines
    .join('')
    .replace(/^\n/, '')
    .replace(/\n {4}/g, '\n')
    .trim();

export const KNOWLEDGE_ARTICLES: KnowledgeSeed[] = [
  {
    slug: 'how-to-buy-unlisted-shares',
    audience: 'investor',
    category: 'Buying',
    position: 1,
    title: 'How to buy unlisted shares',
    summary: 'From choosing a company to the shares reaching your demat account: the steps, and how to pay from your own bank account.',
    body: md`
      Buying unlisted shares here takes five steps. You need a verified KYC before you can place an order (see _KYC documents we ask for_).

      ## 1. Choose the company and the quantity

      Open the company's page from **Company Records**, check the price and the **minimum quantity** (the smallest lot we sell), and add it to your cart. The checkout shows the full cost before you confirm: price × quantity, stamp duty (0.015% of the value, as the Indian Stamp Act sets for a transfer of shares off an exchange), any platform fee with its 18% GST, and the total.

      ## 2. Place the order

      When you confirm, the shares are reserved for you and the order gets a **reference** (for example \`ORD-…\`). The order page shows our bank details and how long the reservation lasts.

      ## 3. Pay from your own bank account

      Pay the **exact total** by **NEFT, RTGS, IMPS or UPI** from the bank account in your KYC:

      - **Quote the order reference** in the remarks or narration of the transfer, so that we can match your payment at once.
      - Pay from an account **in your own name**. Payments from someone else's account (a family member's, a company's) cannot be accepted and are returned to the account they came from. This is a legal requirement against money laundering, not a formality.
      - RTGS is for ₹2 lakh and above; NEFT and IMPS work for any amount within your bank's limits; UPI is convenient for smaller orders, within your bank's daily UPI limit.
      - We never ask you to pay in cash or to a personal account. Our bank details appear only on your order page.

      ## 4. Tell us the UTR

      Your bank shows a **UTR** (Unique Transaction Reference, 12 to 22 letters and digits) for every NEFT, RTGS or IMPS transfer; UPI shows a 12-digit reference. Enter it on the order page with **I have paid**. Our team checks the credit in our bank account and marks the payment received.

      ## 5. Receive the shares

      We transfer the shares from our demat account to yours (see _How share transfer works_). The order page follows each step: awaiting payment, payment received, transfer initiated, completed.
    `,
  },
  {
    slug: 'how-share-transfer-works',
    audience: 'investor',
    category: 'Transfers and demat',
    position: 1,
    title: 'How share transfer works',
    summary:
      'Unlisted shares move by an off-market transfer from our demat account to yours, usually 24 to 48 hours after your payment is confirmed.',
    body: md`
      Unlisted shares are held in demat form, like listed shares, but they are not traded on a stock exchange. They move from one demat account to another by an **off-market transfer**, instructed through the depository participants (DPs) of the two accounts and recorded by the depository, **NSDL** or **CDSL**.

      ## What happens after you pay

      1. We confirm the credit in our bank account against your order reference.
      2. We instruct our DP to transfer the shares to the demat account in your KYC (the DP ID and client ID from your CMR copy).
      3. The depository records the transfer and the shares appear in your demat account.

      Shares usually reach your account **24 to 48 hours after the payment is confirmed** on working days. A transfer between the two depositories (from an NSDL account to a CDSL account, or the other way round) can take a day longer. The order page shows when the transfer is initiated and when it is completed.

      ## How to check that the shares arrived

      - Your broker's or DP's app, under holdings (some brokers list unlisted shares separately, or only in the DP's back-office statement, because they cannot be traded on the exchange).
      - The **Consolidated Account Statement (CAS)** that NSDL or CDSL sends you by email each month in which there is a transaction.
      - A transaction statement from your DP.

      ## Why the demat details must be exactly right

      A transfer goes to the account named by the DP ID and client ID. An NSDL account is identified by \`IN\` followed by 14 characters (the DP ID and the client ID); a CDSL account by 16 digits. That is why we verify your **CMR copy** before your first order: it proves the account is yours and that its details are correct.
    `,
  },
  {
    slug: 'what-is-a-cmr-copy',
    audience: 'investor',
    category: 'KYC and account',
    position: 2,
    title: 'What is a CMR copy, and why we ask for it',
    summary: 'The Client Master Report from your depository participant proves that a demat account is yours and gives its exact details.',
    body: md`
      A **CMR** (Client Master Report, also called Client Master List) is a one- or two-page statement from your **depository participant (DP)** – usually your broker – describing your demat account as the depository records it.

      ## What it shows

      - The account holder's name (and any joint holders), as in the depository's records
      - The **DP ID** and **client ID** (for CDSL, a single 16-digit BO ID)
      - The **PAN** of each holder
      - The bank account linked to the demat account, the address and the nominee
      - The account's status (active, suspended, closed)

      ## Why we ask for it

      - **To send your shares to the right account.** An off-market transfer goes exactly where the DP ID and client ID say. A single wrong digit sends shares to someone else's account, and getting them back depends on that person's cooperation.
      - **To confirm the account is yours.** The name and PAN on the CMR must match your KYC. We cannot transfer shares to a demat account held by someone else.
      - **For selling.** When you sell to us, we check that the shares come from the account in your KYC.

      ## How to get it

      Most brokers let you download the CMR from their back-office or console, under the account or profile section. You can also ask your DP by email. It must be **signed and stamped by the DP** or **digitally signed**; a screenshot of an app is not a CMR.

      Upload it when you complete your KYC. If you change brokers or open a new demat account, upload the new CMR before your next order.
    `,
  },
  {
    slug: 'what-is-a-dis-and-how-to-fill-it',
    audience: 'investor',
    category: 'Selling',
    position: 1,
    title: 'What is a DIS, and how to fill it to sell',
    summary:
      'A Delivery Instruction Slip tells your DP to move shares out of your demat account. How to fill one, field by field, when you sell to us.',
    body: md`
      A **DIS** (Delivery Instruction Slip) is your written instruction to your depository participant (DP) to **debit shares from your demat account** and deliver them to another account. Your DP issues a DIS booklet on request; each slip is serially numbered and tied to your account. Many DPs also accept the same instruction online (for example through CDSL's _Easiest_ or NSDL's _SPEED-e_), where you authorise it with a one-time password.

      Unlisted shares cannot be sold on an exchange, so when you sell them to us you transfer them **off-market**, by a DIS, to the demat account given on your sell request.

      ## Before you fill it

      1. Place a **sell request** on the _Sell shares_ page. It gives a **reference** and our demat account details (DP ID, client ID, and the depository).
      2. Check the **ISIN** of the company (shown on the company's page and in your holdings): it starts with \`INE\` and has 12 characters.

      ## Filling the slip

      - **Type of transfer**: tick _Off-market_ – or _Inter-depository_ if your account is with one depository (NSDL or CDSL) and ours with the other.
      - **Your account**: your DP ID and client ID, exactly as on your CMR.
      - **Target account**: our DP ID and client ID from the sell request, and the target depository.
      - **ISIN, security name and quantity**: the quantity in figures and in words, exactly the quantity of your sell request.
      - **Execution date**: the date the transfer should happen (today, or the next working day).
      - **Reason or purpose**: _Sale_. Off-market transfers must state the reason, and for a sale the **consideration** (the amount you will receive, from your sell request).
      - **Signatures**: every holder of the account signs, as in the DP's records. A signature that does not match is the most common reason a DIS is refused.
      - **Strike out unused rows** and do not leave blank signed slips with anyone.

      Hand the slip to your DP (or submit the online instruction) and keep the acknowledgement. Once the shares reach our account, we mark the sell request _shares received_ and pay the amount to the bank account in your KYC.
    `,
  },
  {
    slug: 'lock-in-after-an-ipo',
    audience: 'investor',
    category: 'IPO and lock-in',
    position: 1,
    title: 'Lock-in after an IPO',
    summary: 'Shares bought before a company lists are locked in for six months from the IPO allotment. What that means for you.',
    body: md`
      When a company whose shares you hold goes public, your shares become listed shares – but you may not be able to sell them straight away.

      ## The rule

      Under SEBI's **Issue of Capital and Disclosure Requirements (ICDR) Regulations, 2018**, the entire **pre-issue share capital** held by anyone other than the promoters is **locked in for six months from the date of allotment in the IPO**. This covers shares bought in the unlisted market before the IPO. (The period was one year until SEBI shortened it to six months in 2021.)

      Some holdings are treated differently – for example, shares from employee stock option schemes, and shares held by certain venture capital and alternative investment funds. Promoters have longer lock-ins: 18 months for their minimum contribution in most issues.

      ## What it means for you

      - Your shares stay in your demat account and count as yours; they are marked as **locked in** and cannot be sold or transferred until the lock-in ends.
      - Dividends, bonus shares and voting rights are not affected.
      - The lock-in end date is in the company's prospectus (red herring prospectus) and in your DP's statement.
      - After the lock-in, you sell on the stock exchange through your broker like any listed share.

      ## Tax after listing

      Once listed, the shares are taxed as listed equity when you sell them on an exchange, and the time you held them before the IPO counts towards the holding period. See _Tax on unlisted shares_.

      Lock-in means you carry the price risk for at least six months after listing: the listing price may be above or below what you paid.
    `,
  },
  {
    slug: 'tax-on-unlisted-shares',
    audience: 'both',
    category: 'Tax',
    position: 1,
    title: 'Tax on unlisted shares',
    summary:
      'Long-term after 24 months, taxed at 12.5% without indexation since 23 July 2024; short-term gains at your slab rate. Consult a tax adviser.',
    body: md`
      This is general information for resident individuals, as the law stood for the 2025-26 financial year. Tax depends on your circumstances: **consult a tax adviser** before you act on it.

      ## Short-term or long-term

      For **unlisted** shares, a gain is **long-term** when you held the shares for **more than 24 months** before selling, and **short-term** otherwise. The holding period runs from the date the shares reached your demat account to the date you transfer them.

      ## The rates

      - **Long-term capital gains (LTCG)**: **12.5% without indexation** for transfers on or after **23 July 2024** (Finance (No. 2) Act, 2024). Before that date the rate was 20% with indexation. Unlike listed shares, there is no ₹1.25 lakh exemption for unlisted shares.
      - **Short-term capital gains (STCG)**: added to your income and taxed at your **slab rate**.
      - Surcharge, where it applies, and 4% health and education cess come on top.

      The gain is the sale price less the cost of acquisition; costs of the transfer itself, such as stamp duty you paid on the sale, are deductible. When you sold only part of a holding bought in several lots, the shares sold are matched to the earliest purchases first (first in, first out). Your **capital-gains statement** under _Reports_ does this matching for each financial year.

      ## If the company lists

      Shares you sell on a stock exchange after the company's IPO are **listed** shares: long-term after **12 months** (the time before listing counts), LTCG at 12.5% above ₹1.25 lakh a year, and STCG at 20% (both for transfers from 23 July 2024).

      ## Other points

      - **Buying below fair value**: if you buy shares for less than their fair market value and the difference is more than ₹50,000, the difference can be taxed as your income (section 56(2)(x)).
      - **Filing**: anyone who held unlisted equity shares at any time in the year files **ITR-2 or ITR-3** (not ITR-1) and lists the holdings in the return's schedule of unlisted equity shares.
      - Losses: a short-term capital loss can be set off against any capital gain; a long-term loss only against long-term gains. Unused losses carry forward for 8 years if you file on time.

      Again: this is not tax advice. **Consult a tax adviser** for your own case.
    `,
  },
  {
    slug: 'kyc-documents',
    audience: 'investor',
    category: 'KYC and account',
    position: 1,
    title: 'KYC documents we ask for',
    summary: 'PAN, bank account, demat account and a CMR copy, all in your own name: what we check and why.',
    body: md`
      Before your first order we verify who you are and where money and shares will go. You complete KYC once, on the **KYC** page; our team usually reviews it within one working day.

      ## What we ask for

      | What                                                              | Why                                                                                     |
      | ----------------------------------------------------------------- | --------------------------------------------------------------------------------------- |
      | **PAN** (Permanent Account Number, format \`ABCDE1234F\`)           | Required for every securities transaction; it must match the PAN on your demat account. |
      | **Bank account** in your name, with its **IFSC**                  | Your payments must come from it, and sale proceeds and refunds go back to it.           |
      | **Demat account**: depository (NSDL or CDSL), DP ID and client ID | Where we transfer your shares.                                                          |
      | **CMR copy** of that demat account                                | Proves the demat account is yours and its details are right (see _What is a CMR copy_). |

      On the KYC page you upload a copy of each, in your own name: your **PAN card**, the **CMR** (or a demat statement showing the DP ID and client ID) and a **cancelled cheque** (or a bank statement showing the account number and IFSC), each a PDF, JPEG or PNG of at most 5 MB. You can submit once all three are there.

      ## Getting approved first time

      - Use your name exactly as on your PAN; small differences (initials, spelling) between PAN, bank and demat records are the usual reason for a rejection.
      - Give a **savings or current account in your own name** – not a joint account where you are the second holder, and not someone else's account.
      - Upload a CMR signed by your DP or digitally signed, not a screenshot.

      If we cannot verify something, the KYC page says what to correct, and you can submit again. Your documents are used only to verify you and to complete your orders, and are kept as the law on record-keeping requires.
    `,
  },
  {
    slug: 'selling-your-unlisted-shares',
    audience: 'investor',
    category: 'Selling',
    position: 2,
    title: 'Selling your unlisted shares to us',
    summary: 'Request a sale at our buy-back price, transfer the shares by DIS, and receive the money in your bank account.',
    body: md`
      You can sell shares of companies we quote a **buy-back price** for, from the _Sell shares_ page.

      1. **Request the sale**: choose the holding and the quantity (at most what you hold, less what is already in open sell requests). You see the price and the amount before you confirm, and get a **reference**.
      2. **Transfer the shares** to our demat account by an off-market transfer, with a DIS or your DP's online instruction (see _What is a DIS, and how to fill it to sell_), quoting the reference and the consideration.
      3. **We confirm receipt**: when the shares reach our account, the request shows _shares received_.
      4. **You are paid** to the bank account in your KYC, usually within two working days of receipt, by NEFT, RTGS or IMPS.

      You can cancel a request until the shares are received. If the shares do not arrive, or arrive in a different quantity, we contact you before doing anything else.

      A sale is a transfer for capital-gains tax: keep the contract note from _Reports_ for your return (see _Tax on unlisted shares_).
    `,
  },
  {
    slug: 'what-are-unlisted-shares',
    audience: 'both',
    category: 'Getting started',
    position: 1,
    title: 'What are unlisted shares, and what are the risks',
    summary: 'Shares of companies not listed on a stock exchange: how they are priced, how they are held, and what can go wrong.',
    body: md`
      **Unlisted shares** are shares of public or private limited companies that are not listed on a recognised stock exchange such as NSE or BSE. Employees with stock options, early investors and founders hold them, and some sell them before the company goes public.

      ## How they are held

      Unlisted shares of most companies are **dematerialised**: they sit in your demat account with an ISIN, like listed shares, and move between demat accounts by off-market transfer. Public companies must issue and transfer securities only in demat form, and private companies other than small companies are now required to do the same.

      ## How they are priced

      There is no exchange and no continuous price. Our price reflects recent transactions, the company's results and its listed peers, and it changes when those change. The price on the company page shows when it was last updated.

      ## Risks to weigh

      - **Liquidity**: you may not find a buyer when you want to sell, or only at a lower price. We quote buy-back prices for some companies, not all, and may change or withdraw them.
      - **Information**: unlisted companies publish less, and less often, than listed ones.
      - **Valuation**: prices can move sharply, for example when an IPO is announced, delayed or withdrawn.
      - **Lock-in** after an IPO (see _Lock-in after an IPO_).
      - **No exchange safeguards**: there is no exchange investor-protection fund for off-market deals. Deal only through a platform you trust, pay only to the account on your order, and never share OTPs.

      Invest only money you can leave invested for several years.
    `,
  },
  {
    slug: 'how-partner-commissions-are-calculated',
    audience: 'partner',
    category: 'Commissions and payouts',
    position: 1,
    title: 'How commissions are calculated',
    summary: 'You earn (order price − partner price) × quantity on every completed order of a client you referred.',
    body: md`
      As a channel partner you buy at the **partner price** shown in your _Share List_, and your clients buy at the investor price – or at a price you propose to them. The difference is your commission.

      ## The formula

      > **Commission = (order price − partner price) × quantity**

      Both prices are per share; the partner price is the one in force when the order was placed.

      **Example.** The investor price is ₹520 a share and your partner price ₹500. Your client buys 200 shares at ₹520: commission = (₹520 − ₹500) × 200 = **₹4,000**. If you proposed ₹510 and the client accepted: (₹510 − ₹500) × 200 = **₹2,000**.

      The _Share List_ shows your margin per share and per minimum lot for every company, at the investor price.

      ## When you earn it

      - Only for **clients who signed up with your partnership code or referral link**.
      - Only when the order is **completed** (the shares reached the client's demat account). The commission is then recorded in your ledger as **accrued**.
      - **Nothing** is earned on an order that is cancelled, rejected or expires unpaid.
      - Stamp duty, fees and GST on the client's order are not part of the calculation.

      Accrued commission is paid out monthly (see _Payouts and TDS_); each ledger entry then shows **paid**.
    `,
  },
  {
    slug: 'partner-payouts-and-tds',
    audience: 'partner',
    category: 'Commissions and payouts',
    position: 2,
    title: 'Payouts and TDS under section 194H',
    summary:
      'Commission is paid monthly; once your commissions in the financial year cross ₹20,000, TDS at 2% under section 194H is deducted, credited to your PAN and shown in Form 26AS.',
    body: md`
      ## Monthly statements and payouts

      At the start of each month we prepare a **commission statement** for the month before: every commission accrued, the gross amount, the TDS withheld and the net amount payable. We pay the net amount to the bank account in your partner profile (verified by our finance team after you add or change it with a one-time code) and record the **bank reference** (UTR) of the transfer, which you see against the payout.

      ## TDS under section 194H

      Commission paid to you is **commission or brokerage** under **section 194H** of the Income-tax Act, so we must deduct tax at source before paying it:

      - The rate is **2%** of the commission for amounts credited or paid on or after **1 October 2024** (it was 5% before; Finance (No. 2) Act, 2024).
      - Nothing is deducted while your commissions paid in the **financial year** (1 April to 31 March) stay within the threshold in force on the payout date: **₹20,000** from 1 April 2025 (₹15,000 before). The payout that crosses it deducts TDS on the **whole year's** commission, less TDS already deducted that year; later payouts of the year deduct 2% of each.
      - Without a valid PAN on your profile, the law requires deduction at **20%** (section 206AA). Keep your PAN up to date and linked to Aadhaar.

      **Example.** Payouts of ₹12,000 and ₹6,000 deduct nothing; a third of ₹5,000 takes the year to ₹23,000: TDS 2% of ₹23,000 = ₹460, and you receive **₹4,540**. Every payout shows how its TDS was computed, and the _Commissions_ page has a quarterly TDS statement (PDF or CSV).

      ## Claiming the TDS

      We deposit the TDS with the government against your PAN and file quarterly TDS returns. The credit appears in your **Form 26AS** and **Annual Information Statement (AIS)**, and we issue **Form 16A** each quarter. Claim it when you file your income-tax return; the commission itself is your income (business income, or income from other sources), taxed at your rates.

      If you are registered for GST, tell the partner desk through _Support_ so that your payouts are invoiced correctly. Consult a tax adviser for your own position.
    `,
  },
  {
    slug: 'how-proposals-work',
    audience: 'partner',
    category: 'Working with clients',
    position: 1,
    title: 'How proposals work',
    summary:
      'Propose a purchase to one of your clients at a price between your partner price and the investor price; they accept or decline within 7 days.',
    body: md`
      A **proposal** is a purchase you suggest to one of your clients: a company, a quantity and a price per share.

      ## Making a proposal

      - You can propose only to **your own clients** (investors who joined with your code), identified by their investor ID.
      - The **price** must be at least your **partner price** and at most the **investor price**. A lower price gives your client a better deal and you a smaller commission.
      - The quantity must be at least the company's minimum lot, and the company must be available.

      ## What your client sees

      The proposal appears on the client's dashboard and in their notifications. They can **accept** or **decline** it. A proposal **expires after 7 days** if they do neither.

      ## When the client accepts

      Accepting places an **order at the proposed price**, under the same rules as any order: the client needs a verified KYC, pays from their own bank account quoting the order reference, and receives the shares in their demat account. If the stock has run out or the company is no longer available, the order cannot be placed and the client is told why.

      When the order completes you earn **(proposed price − partner price) × quantity** (see _How commissions are calculated_).

      ## Good practice

      - Explain the risks of unlisted shares to your client before proposing (see _What are unlisted shares, and what are the risks_).
      - Never collect money from clients yourself: clients pay the platform directly, from their own account.
      - Never share partner prices with clients.
    `,
  },
  {
    slug: 'onboarding-clients-with-your-referral-link',
    audience: 'partner',
    category: 'Working with clients',
    position: 2,
    title: 'Onboarding clients with your referral link',
    summary: 'Share your partnership code or referral link; clients who sign up with it are linked to you for commissions.',
    body: md`
      Your **partnership code** and **referral link** are on your _Profile_ page.

      1. **Share the link** (or the code, which the client types when signing up). An investor who signs up with it is linked to you and appears under _Clients_.
      2. **Help the client complete KYC**: PAN, their own bank account, demat account and a CMR copy, all in their own name (share _KYC documents we ask for_ with them). The _Clients_ page shows each client's KYC status.
      3. **Suggest purchases** with a proposal, or let the client buy from the site directly: either way, completed orders earn you commission.

      A client is linked to the partner whose code they signed up with; an existing investor cannot be moved to another partner. Clients see investor prices only.
    `,
  },
];
